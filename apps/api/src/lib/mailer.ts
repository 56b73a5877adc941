import nodemailer, { type Transporter } from 'nodemailer';
import { writeToOutbox } from './outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
}

export interface Mailer {
  sendMail(message: MailMessage): Promise<void>;
}

/**
 * Real SMTP when SMTP_URL is set; otherwise every mail is written to DATA_DIR/outbox as JSON and .eml, where a
 * developer or a test reads it (DESIGN §6). SMS have their own senders and queue (modules/sms).
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  const smtp: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async sendMail(message) {
      if (smtp) {
        await smtp.sendMail({ from: options.from, ...message });
        return;
      }
      const info = await renderer.sendMail({ from: options.from, ...message });
      await writeToOutbox(
        options.outboxDir,
        {
          channel: 'mail',
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          attachments: (message.attachments ?? []).map((a) => a.filename),
        },
        info.message as Buffer,
      );
    },
  };
}
