import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { newId } from './ids';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
}

export interface Mailer {
  sendMail(message: MailMessage): Promise<void>;
  sendSms(to: string, text: string): Promise<void>;
}

/**
 * Real SMTP when SMTP_URL is set; otherwise every message is written to DATA_DIR/outbox as JSON and .eml, where a
 * developer or a test reads it (DESIGN §6). No SMS gateway is wired yet, so SMS always go to the outbox.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  const smtp: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function toOutbox(channel: 'mail' | 'sms', message: MailMessage) {
    await mkdir(options.outboxDir, { recursive: true });
    const base = path.join(
      options.outboxDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${channel}-${newId()}`,
    );
    const record = {
      channel,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: (message.attachments ?? []).map((a) => a.filename),
      createdAt: new Date().toISOString(),
    };
    if (channel === 'mail') {
      const info = await renderer.sendMail({ from: options.from, ...message });
      await writeFile(`${base}.eml`, info.message as Buffer);
    }
    // Written aside, then renamed: whoever reads the outbox (a test, a developer's script) never finds a message
    // half written, and finds it only once its .eml is there too.
    await writeFile(`${base}.json.partial`, JSON.stringify(record, null, 2));
    await rename(`${base}.json.partial`, `${base}.json`);
  }

  return {
    async sendMail(message) {
      if (smtp) await smtp.sendMail({ from: options.from, ...message });
      else await toOutbox('mail', message);
    },
    async sendSms(to, text) {
      await toOutbox('sms', { to, subject: 'SMS', text });
    },
  };
}
