import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/index.js';
import type { Queryable } from '../db/index.js';
import { devFeaturesReachable } from '../guards/local-only.js';
import { listOutbox } from './outbox.js';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * The development outbox: every message the server would have sent, with its links ready to click. It holds
 * password-reset links, so a client on another machine gets a 404, as if it were not there.
 */
export function registerDevMailRoutes(app: FastifyInstance, db: Queryable, config: Config): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/dev/') && !devFeaturesReachable(request, config)) {
      return reply.code(404).send({ detail: 'Not Found' });
    }
  });

  app.get('/dev/mail/messages', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return listOutbox(db);
  });

  app.get('/dev/mail', async (_request, reply) => {
    const messages = await listOutbox(db);
    const items = messages
      .map(
        (message) => `<li>
  <article>
    <h2>${escapeHtml(message.subject)}</h2>
    <p>To: ${escapeHtml(message.to)} &middot; <time datetime="${message.sent_at}">${message.sent_at}</time></p>
    <pre>${escapeHtml(message.text)}</pre>
    <ul>${message.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>
  </article>
</li>`,
      )
      .join('\n');
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Development mail outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}li{margin-bottom:1rem}pre{white-space:pre-wrap;background:#f4f4f4;padding:.5rem}a{word-break:break-all}</style></head>
<body>
<h1>Development mail outbox</h1>
<p>Messages the server has sent, newest first. ${messages.length} in all. As JSON: <a href="/dev/mail/messages">/dev/mail/messages</a></p>
${messages.length ? `<ol>${items}</ol>` : '<p>No messages yet.</p>'}
</body>
</html>`;
  });
}
