import { limits } from '@studiekraft/shared/constants/limits';
import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import { escapeHtml } from '../../emails/layout.ts';
import { loopbackOnly } from './loopback-only.ts';

const LIMIT = 100;

const mailboxQuery = z.object({
  to: z
    .string()
    .trim()
    .max(limits.emailMax)
    .transform((v) => v.toLowerCase())
    .optional(),
});

interface MailRow {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  /** The attachments' file names (they are rendered only when sent, decision 025). */
  attachments: string[];
  status: 'pending' | 'sent' | 'failed';
  sent_at: Date | null;
  created_at: Date;
}

async function listMails(db: Db, to: string | undefined): Promise<{ rows: MailRow[]; total: number }> {
  const where: SQL | undefined = to ? eq(outboxEmails.to, to) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: outboxEmails.id,
        to: outboxEmails.to,
        subject: outboxEmails.subject,
        text: outboxEmails.text,
        html: outboxEmails.html,
        template: outboxEmails.template,
        attachments: sql<
          string[]
        >`coalesce((select array_agg(a ->> 'filename') from jsonb_array_elements(${outboxEmails.attachments}) a), '{}')`,
        status: outboxEmails.status,
        sent_at: outboxEmails.sent_at,
        created_at: outboxEmails.created_at,
      })
      .from(outboxEmails)
      .where(where)
      .orderBy(desc(outboxEmails.created_at), desc(outboxEmails.id))
      .limit(LIMIT),
    db.select({ n: count() }).from(outboxEmails).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

const statusLabel: Record<MailRow['status'], string> = { pending: 'Venter', sent: 'Sendt', failed: 'Fejlet' };
const timeFormat = new Intl.DateTimeFormat('da-DK', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Copenhagen',
});

/**
 * The mail is shown in a sandboxed srcdoc iframe: no scripts, no same-origin access, so a mail can
 * neither run code nor read the page. `<base target="_top">` plus the top-navigation permission let a
 * click on a confirmation link open it in this tab, which is the point of the page.
 */
function mailFrame(mail: MailRow): string {
  const doc = mail.html.includes('<head>')
    ? mail.html.replace('<head>', '<head><base target="_top">')
    : `<base target="_top">${mail.html}`;
  return `<iframe title="${escapeHtml(mail.subject)}" sandbox="allow-top-navigation-by-user-activation allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(doc)}"></iframe>`;
}

function mailArticle(mail: MailRow): string {
  const sent = mail.sent_at ? timeFormat.format(mail.sent_at) : '–';
  return `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<dl>
<dt>Til</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Skabelon</dt><dd>${escapeHtml(mail.template)}</dd>
${mail.attachments.length > 0 ? `<dt>Vedhæftet</dt><dd>${mail.attachments.map(escapeHtml).join(', ')}</dd>` : ''}
<dt>Status</dt><dd class="status-${mail.status}">${statusLabel[mail.status]}</dd>
<dt>Oprettet</dt><dd>${timeFormat.format(mail.created_at)}</dd>
<dt>Sendt</dt><dd>${sent}</dd>
</dl>
${mailFrame(mail)}
<details><summary>Vis som ren tekst</summary><pre>${escapeHtml(mail.text)}</pre></details>
</article>`;
}

function mailboxPage(brandName: string, to: string | undefined, list: { rows: MailRow[]; total: number }): string {
  const brand = escapeHtml(brandName);
  const shown = list.total > list.rows.length ? ` Viser de ${list.rows.length} nyeste.` : '';
  const body =
    list.rows.length > 0
      ? list.rows.map(mailArticle).join('\n')
      : `<p class="empty">Ingen emails${to ? ' til denne adresse' : ''} endnu. Opret fx en profil, så dukker bekræftelsesmailen op her.</p>`;
  return `<!DOCTYPE html>
<html lang="da">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Postkasse (udvikling) – ${brand}</title>
<style>
body{margin:0;background:#f1f3f5;color:#212529;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
main{max-width:760px;margin:0 auto;padding:24px 16px}
h1{margin:0 0 4px;font-size:26px}
.intro,.count{color:#495057;margin:0 0 16px}
form{display:flex;gap:8px;flex-wrap:wrap;align-items:end;margin:0 0 16px}
label{display:flex;flex-direction:column;font-size:14px}
input{font:inherit;padding:6px 8px;border:1px solid #adb5bd;border-radius:4px;min-width:260px}
button{font:inherit;padding:6px 14px;border:0;border-radius:4px;background:#1864ab;color:#fff;cursor:pointer}
article{background:#fff;border-radius:8px;padding:16px;margin:0 0 24px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h2{margin:0 0 8px;font-size:19px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0 0 12px;font-size:14px}
dt{color:#6c757d}dd{margin:0;word-break:break-all}
.status-pending{color:#e67700}.status-sent{color:#2b8a3e}.status-failed{color:#c92a2a}
iframe{display:block;width:100%;height:680px;border:1px solid #dee2e6;border-radius:4px;background:#fff;resize:vertical}
pre{white-space:pre-wrap;word-break:break-all;background:#f8f9fa;padding:12px;border-radius:4px;font-size:13px}
.empty{background:#fff;border-radius:8px;padding:24px}
</style>
</head>
<body>
<main>
<h1>Postkasse (udvikling)</h1>
<p class="intro">Emails fra ${brand}, gemt i databasen i stedet for at blive sendt. Siden findes ikke i produktion. Nyeste øverst.</p>
<form method="get" action="/dev/mailbox">
<label>Modtager<input type="email" name="to" value="${escapeHtml(to ?? '')}" placeholder="navn@eksempel.dk"></label>
<button type="submit">Filtrér</button>
<a href="/dev/mailbox">Vis alle</a>
<a href="/api/dev/mails${to ? `?to=${encodeURIComponent(to)}` : ''}">Som JSON</a>
</form>
<p class="count">${list.total} ${list.total === 1 ? 'email' : 'emails'}.${shown}</p>
${body}
</main>
</body>
</html>
`;
}

/**
 * Stricter than the app's policy: no scripts at all, inline styles for the page and the mails, and the
 * srcdoc frames (which inherit this policy) need nothing else. frame-src is explicit because some
 * browsers apply it to srcdoc frames.
 */
const MAILBOX_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "frame-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Captured mail for newcomers and e2e tests. app.ts registers it only when config.devMailbox says it is
 * served; by default only loopback clients may read it (the hook is scoped to this plugin).
 */
export async function devMailsModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const setting = app.config.devMailbox;
  if (!setting.served || setting.clients === 'loopback') app.addHook('onRequest', loopbackOnly);

  app.get('/api/dev/mails', { schema: { querystring: mailboxQuery } }, async (request, reply) => {
    const { rows, total } = await listMails(app.database.db, request.query.to);
    // Mails hold one-time confirmation and reset links.
    reply.header('cache-control', 'no-store');
    return {
      rows: rows.map((row) => ({
        ...row,
        sent_at: row.sent_at?.toISOString() ?? null,
        created_at: row.created_at.toISOString(),
      })),
      total,
    };
  });

  app.get('/dev/mailbox', { schema: { querystring: mailboxQuery } }, async (request, reply) => {
    const to = request.query.to || undefined;
    const list = await listMails(app.database.db, to);
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', MAILBOX_CSP)
      .type('text/html; charset=utf-8')
      .send(mailboxPage(app.config.brandName, to, list));
  });
}
