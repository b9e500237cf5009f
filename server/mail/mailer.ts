// Outgoing mail. With SMTP_URL, nodemailer sends through that server; without it (a laptop, the
// demo) each mail is printed to the server's output, link included, so a reset can still be done.
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** The sender shown on every mail. */
export const MAIL_FROM = 'Kıyasla <no-reply@kiyasla.com>';

export function smtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: MAIL_FROM, ...mail });
    },
  };
}

export function printingMailer(print: (text: string) => void = console.log): Mailer {
  return {
    async send(mail) {
      print(
        `Mail (no SMTP_URL set, so printed here instead of sent)\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`,
      );
    },
  };
}

export const mailerFor = (smtpUrl: string | undefined): Mailer => (smtpUrl ? smtpMailer(smtpUrl) : printingMailer());
