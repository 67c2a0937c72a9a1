import type { Queryable } from '../db/index.js';
import type { MailMessage } from './message.js';

export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  sent_at: string;
}

export async function saveToOutbox(db: Queryable, message: MailMessage): Promise<void> {
  await db.query(
    'INSERT INTO mail_outbox (recipient, subject, text_body, html_body, links) VALUES ($1, $2, $3, $4, $5)',
    [message.to, message.subject, message.text, message.html, JSON.stringify(message.links)],
  );
}

/** Newest first. */
export async function listOutbox(db: Queryable, limit = 200): Promise<OutboxEntry[]> {
  const { rows } = await db.query<{
    id: string;
    recipient: string;
    subject: string;
    text_body: string;
    html_body: string;
    links: string[];
    sent_at: Date;
  }>('SELECT * FROM mail_outbox ORDER BY sent_at DESC, id LIMIT $1', [limit]);
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    links: row.links,
    sent_at: new Date(row.sent_at).toISOString(),
  }));
}
