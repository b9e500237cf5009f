// The port of the password reset journey's own SMTP server (E2E_SMTP_PORT, or E2E_PORT + 7: +2 to
// +6 belong to other specs' servers): the server under test mails to it, the journey listens on it.
export const e2eSmtpPort = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 7);
