// Without SMTP_URL a mail is printed to the output, link included, so a reset can be done on a
// laptop or in the demo; with it, nodemailer sends through that server.
import { describe, expect, it } from 'vitest';
import { printingMailer } from '../mail/mailer';

describe('mailer without SMTP_URL', () => {
  it('prints the whole mail, link included', async () => {
    const printed: string[] = [];
    await printingMailer((text) => printed.push(text)).send({
      to: 'ayse@example.com',
      subject: 'Reset your Kıyasla password',
      text: 'Open http://127.0.0.1:5173/reset-password?token=abc to choose a new password.',
    });
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('To: ayse@example.com');
    expect(printed[0]).toContain('Subject: Reset your Kıyasla password');
    expect(printed[0]).toContain('http://127.0.0.1:5173/reset-password?token=abc');
  });
});
