import type { FastifyInstance } from 'fastify';
import type { RestAnswer } from '../../services/contracts/rest';
import { latestMailQuery, type MailboxEntry } from '../../services/contracts/rest/dev';
import type { AppDeps } from '../deps';
import type { OutboxMail } from '../db/schema';
import { HttpError } from '../http/errors';
import { parseWith } from '../http/validate';
import { escapeHtml } from '../escapeHtml';
import { page } from './html';
import { operatorOnly } from './operatorOnly';

export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s"'<>]+/g) ?? [])];
}

function entryOf(mail: OutboxMail): MailboxEntry {
  return { id: mail.id, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, createdAt: mail.created_at.toISOString(), links: linksIn(mail.text) };
}

function mailboxPage(entries: MailboxEntry[]): string {
  const items = entries.map(
    (e) => `<article><h2>${escapeHtml(e.subject)}</h2>
<small>To ${escapeHtml(e.to)} at ${escapeHtml(e.createdAt)}</small><pre>${escapeHtml(e.text)}</pre>
${e.links.map((link) => `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`).join('')}</article>`,
  );
  return page('Mailbox', `<h1>Mailbox</h1><p><small>Mail the server would have sent (developer mode), newest first.</small></p>${items.join('') || '<p>No mail yet.</p>'}`);
}

/** The developer-mode outbox viewer, for the instance's operator only (see operatorOnly). */
export function mailboxRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const newest = () => db.selectFrom('outbox').selectAll().orderBy('seq', 'desc');

  app.get('/dev/mailbox', operatorOnly, async (request, reply): Promise<RestAnswer<'GET /dev/mailbox'>> => {
    const entries = (await newest().limit(200).execute()).map(entryOf);
    if ((request.headers.accept ?? '').includes('application/json')) return entries;
    reply.type('text/html; charset=utf-8');
    return mailboxPage(entries);
  });

  app.get('/dev/mailbox/latest', operatorOnly, async (request): Promise<RestAnswer<'GET /dev/mailbox/latest'>> => {
    const { to } = parseWith(latestMailQuery, request.query);
    const mail = await newest().where('to', '=', to.toLowerCase()).limit(1).executeTakeFirst();
    if (!mail) throw new HttpError(404, `No mail to ${to} yet.`);
    return entryOf(mail);
  });
}
