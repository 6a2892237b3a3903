import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connection.js';
import { insertOutboxMail } from './queries.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /**
   * Hands a mail over for delivery. SMTP delivery runs in the background (its duration must not
   * reveal anything to the caller); failures are logged.
   */
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Without `SMTP_URL` mail goes into the `mail_outbox` table (read it with `GET /api/dev/outbox` in demo mode). */
export function createOutboxMailer(db: Database): Mailer {
  return {
    kind: 'outbox',
    send: (mail) => insertOutboxMail(db, mail),
    close() {},
  };
}

export function createSmtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html }).then(
        () => log.info({ to: mail.to, subject: mail.subject }, 'Письмо отправлено'),
        (error: unknown) => log.error({ err: error, to: mail.to }, 'Не удалось отправить письмо'),
      );
    },
    close() {
      transport.close();
    },
  };
}
