// /__outbox, development only (like the app's /__flows): every SMS and e-mail the server has sent or
// will send, rendered as the participant receives it, with its attachments, so a developer or QA sees
// what a person would get without any provider. Never registered outside APP_ENV=development
// (server/app.ts), so a production server answers 404 here.
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../src/domain/escape-html';
import type { AppContext } from '../context';
import { outboxMessages } from '../db/schema';
import type { OutboxRow } from './outbox';
import { smsForRecipient } from './i18n';
import type { SmsMessage } from './sms/provider';
import { renderMail, renderSms, type RenderedMail } from './render';
import { renderReissuedTicket } from './ticket-details-messages';
import { renderTransferMessage } from './ticket-transfer-messages';
import { renderWaitlistOffer } from './waitlist-messages';

const LISTED = 200;

export interface OutboxEntry {
  id: number;
  kind: string;
  channel: string;
  recipient: string;
  status: string;
  attempts: number;
  created_at: string;
  sent_at: string | null;
  last_error: string | null;
  sms?: { text: string; variables?: Record<string, string> };
  email?: {
    subject: string;
    text: string;
    html: string;
    attachments: { filename: string; content_type: string; bytes: number; url: string; cid?: string }[];
  };
  render_error?: string;
}

/** An SMS as its recipient gets it: in their account's language (issue 30 part 2). */
async function shownSms(ctx: AppContext, sms: SmsMessage): Promise<NonNullable<OutboxEntry['sms']>> {
  const sent = await smsForRecipient(ctx.db, sms);
  return { text: sent.text, variables: sent.variables };
}

async function renderRow(ctx: AppContext, row: OutboxRow): Promise<{ sms?: OutboxEntry['sms']; mail?: RenderedMail }> {
  const deps = { db: ctx.db, config: ctx.config, documents: ctx.messaging.documents };
  if ('waitlistEntryId' in row.payload) {
    const rendered = await renderWaitlistOffer(deps, row.channel, row.payload, row.recipient);
    return 'sms' in rendered ? { sms: await shownSms(ctx, rendered.sms) } : rendered;
  }
  if ('reissuedParticipantUuid' in row.payload)
    return { mail: await renderReissuedTicket(deps, row.payload, row.recipient) };
  if ('ticketTransferId' in row.payload) {
    const rendered = await renderTransferMessage(deps, row.channel, row.payload, row.recipient);
    return 'sms' in rendered ? { sms: await shownSms(ctx, rendered.sms) } : rendered;
  }
  if (!('orderUuid' in row.payload)) return { sms: { text: row.payload.text } };
  if (
    row.kind === 'otp' ||
    row.kind === 'waitlist_offer' ||
    row.kind === 'transfer_offer' ||
    row.kind === 'transfer_accepted' ||
    row.kind === 'ticket_reissued'
  ) {
    return {};
  }
  if (row.channel === 'sms') {
    return { sms: await shownSms(ctx, await renderSms(deps, row.kind, row.payload, row.recipient)) };
  }
  return { mail: await renderMail(deps, row.kind, row.payload, row.recipient) };
}

async function entryOf(ctx: AppContext, row: OutboxRow): Promise<OutboxEntry> {
  const entry: OutboxEntry = {
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    recipient: row.recipient,
    status: row.status,
    attempts: row.attempts,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    last_error: row.lastError,
  };
  try {
    const rendered = await renderRow(ctx, row);
    if (rendered.sms) entry.sms = rendered.sms;
    if (rendered.mail) {
      entry.email = {
        subject: rendered.mail.subject,
        text: rendered.mail.text,
        html: rendered.mail.html,
        attachments: rendered.mail.attachments.map((attachment, index) => ({
          filename: attachment.filename,
          content_type: attachment.contentType,
          bytes: attachment.content.length,
          url: `/__outbox/${row.id}/attachments/${index}`,
          ...(attachment.cid ? { cid: attachment.cid } : {}),
        })),
      };
    }
  } catch (error) {
    entry.render_error = error instanceof Error ? error.message : String(error);
  }
  return entry;
}

function mailHtmlForFrame(entry: OutboxEntry): string {
  const email = entry.email;
  if (!email) return '';
  // Inline images point at cid: in the mail; here, at the attachment's own URL.
  return email.attachments.reduce(
    (html, attachment) => (attachment.cid ? html.replaceAll(`cid:${attachment.cid}`, attachment.url) : html),
    email.html,
  );
}

function page(entries: OutboxEntry[]): string {
  const items = entries
    .map((entry) => {
      const head = `<h2>#${entry.id} · ${escapeHtml(entry.channel.toUpperCase())} · ${escapeHtml(entry.kind)} to ${escapeHtml(entry.recipient)}</h2>
<p class="meta">${escapeHtml(entry.status)}, ${entry.attempts} attempt(s), written ${escapeHtml(entry.created_at)}${entry.sent_at ? `, sent ${escapeHtml(entry.sent_at)}` : ''}${entry.last_error ? ` · last error: ${escapeHtml(entry.last_error)}` : ''}</p>`;
      const sms = entry.sms ? `<p class="sms">${escapeHtml(entry.sms.text)}</p>` : '';
      const email = entry.email
        ? `<p><strong>Subject:</strong> ${escapeHtml(entry.email.subject)}</p>
<details><summary>Plain-text part</summary><pre>${escapeHtml(entry.email.text)}</pre></details>
<iframe title="E-mail #${entry.id} as HTML" sandbox srcdoc="${escapeHtml(mailHtmlForFrame(entry))}"></iframe>
<ul>${entry.email.attachments
            .map(
              (attachment) =>
                `<li><a href="${escapeHtml(attachment.url)}">${escapeHtml(attachment.filename)}</a> (${escapeHtml(attachment.content_type)}, ${attachment.bytes} bytes)</li>`,
            )
            .join('')}</ul>`
        : '';
      const failure = entry.render_error ? `<p class="meta">Cannot render: ${escapeHtml(entry.render_error)}</p>` : '';
      return `<article>${head}${sms}${email}${failure}</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox (development)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;padding:16px;max-width:860px;color:#111;overflow-wrap:anywhere}
article{border:1px solid #ccc;border-radius:8px;padding:12px 16px;margin:0 0 16px}
h1{font-size:1.5rem}h2{font-size:1.05rem;margin:0 0 4px}.meta{color:#555;font-size:.875rem;margin:0 0 8px}
.sms{background:#f0fdf4;border-radius:8px;padding:8px 12px}pre{white-space:pre-wrap}
iframe{width:100%;height:640px;border:1px solid #ddd;border-radius:6px}
</style></head>
<body><main><h1>Outbox (development)</h1>
<p>Every SMS and e-mail of this server, newest first, as a participant receives it. Development only.</p>
${entries.length === 0 ? '<p>No messages yet.</p>' : items}
</main></body></html>`;
}

export function registerDevelopmentOutbox(app: FastifyInstance, ctx: AppContext): void {
  const recent = () => ctx.db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(LISTED);
  const security = (reply: { header(name: string, value: string): unknown }) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    reply.header(
      'content-security-policy',
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-src 'self'; frame-ancestors 'none'",
    );
  };

  app.get('/__outbox.json', async (_request, reply) => {
    security(reply);
    const rows = await recent();
    return { messages: await Promise.all(rows.map((row) => entryOf(ctx, row))) };
  });

  app.get('/__outbox', async (_request, reply) => {
    security(reply);
    const rows = await recent();
    const entries = await Promise.all(rows.map((row) => entryOf(ctx, row)));
    return reply.header('content-type', 'text/html; charset=utf-8').send(page(entries));
  });

  app.get<{ Params: { id: string; index: string } }>('/__outbox/:id/attachments/:index', async (request, reply) => {
    security(reply);
    const id = Number(request.params.id);
    const index = Number(request.params.index);
    const [row] =
      Number.isInteger(id) && id > 0 ? await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)) : [];
    const rendered = row ? await renderRow(ctx, row) : {};
    const attachment = rendered.mail?.attachments[index];
    if (!attachment)
      return reply.code(404).send({ success: false, message: 'No such attachment', error: 'No such attachment' });
    return reply
      .header('content-type', attachment.contentType)
      .header('content-disposition', `inline; filename="${attachment.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
      .send(attachment.content);
  });
}
