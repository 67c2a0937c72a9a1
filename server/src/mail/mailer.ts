import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/index.js';
import type { Queryable } from '../db/index.js';
import type { MailMessage } from './message.js';
import { saveToOutbox } from './outbox.js';

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailTransport {
  sendMail(options: { from: string; to: string; subject: string; text: string; html: string }): Promise<unknown>;
}

/**
 * Keeps every message in the outbox while development conveniences are on, and sends it through SMTP
 * when SMTP is configured (or through the transport given, for tests).
 */
export function createMailer(
  config: Pick<Config, 'smtp' | 'mailFrom' | 'devFeatures'>,
  db: Queryable,
  log: FastifyBaseLogger,
  transport?: MailTransport,
): Mailer {
  const smtp =
    transport ??
    (config.smtp
      ? nodemailer.createTransport({
          host: config.smtp.host,
          port: config.smtp.port,
          secure: config.smtp.secure,
          ...(config.smtp.user ? { auth: { user: config.smtp.user, pass: config.smtp.pass ?? '' } } : {}),
        })
      : undefined);
  return {
    async send(message) {
      if (config.devFeatures) await saveToOutbox(db, message);
      if (smtp) {
        await smtp.sendMail({
          from: config.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      }
      log.info({ subject: message.subject, smtp: Boolean(smtp) }, 'mail sent');
    },
  };
}
