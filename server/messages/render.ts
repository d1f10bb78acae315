// Renders an outbox message into what its channel carries: an SMS (template + variables + text) or
// an e-mail (subject, a plain-text and an HTML part, attachments). Pure but for reading the order.
import QRCode from 'qrcode';
import { escapeHtml } from '../../src/domain/escape-html';
import { formatInr } from '../../src/domain/money';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { MessageKind } from '../db/schema';
import { signingKeyOf } from '../modules/tickets/signing-key';
import { ticketCode, ticketExpiry } from '../modules/tickets/ticket-code';
import { loadOrderFacts, type OrderFacts } from './order-facts';
import type { SmsMessage } from './sms/provider';
import {
  MAIL_LABELS,
  attendeeLine,
  confirmationMail,
  confirmationSms,
  eventWhenWhere,
  linksFor,
  orderReference,
  refundMail,
  refundSms,
  type Links,
  type MailText,
} from './texts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** Set for an image the HTML part shows inline (<img src="cid:...">). */
  cid?: string;
}

export interface RenderedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

/**
 * Finds the documents a message about an order carries, as issued: the GST invoice (PDF) with a
 * confirmation, the credit note with a refund notice. Supplied by the invoices module.
 */
export type OrderDocuments = (
  db: Db,
  orderUuid: string,
  kind: Exclude<MessageKind, 'otp'>,
) => Promise<MailAttachment[]>;

export interface RenderDependencies {
  db: Db;
  config: Config;
  documents: OrderDocuments;
}

export class MessageNotRenderable extends Error {
  override name = 'MessageNotRenderable';
}

async function requireFacts(db: Db, orderUuid: string): Promise<OrderFacts> {
  const facts = await loadOrderFacts(db, orderUuid);
  if (!facts) throw new MessageNotRenderable(`order ${orderUuid} does not exist`);
  return facts;
}

export async function renderSms(
  deps: Pick<RenderDependencies, 'db' | 'config'>,
  kind: Exclude<MessageKind, 'otp'>,
  orderUuid: string,
  mobileNumber: string,
): Promise<SmsMessage> {
  const facts = await requireFacts(deps.db, orderUuid);
  const links = linksFor(deps.config.publicBaseUrl, facts);
  const sms = kind === 'order_confirmation' ? confirmationSms(facts, links) : refundSms(facts, links);
  return { mobileNumber, template: kind === 'order_confirmation' ? 'confirmation' : 'refund', ...sms };
}

function safeFileName(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
      .slice(0, 40) || 'attendee'
  );
}

/** The code each attendee's QR holds: the same signed code the app shows on the e-ticket. */
function eTicketCode(config: Config, facts: OrderFacts, attendee: OrderFacts['attendees'][number]): string {
  const expiresAt = ticketExpiry({
    startDatetime: facts.event.startsAt,
    endDatetime: facts.event.endsAt,
    paidAt: attendee.paidAt,
    registeredAt: attendee.registeredAt,
  });
  return ticketCode(
    signingKeyOf(config.ticketSigningKey),
    attendee.participantUuid,
    facts.event.subEventUuid,
    expiresAt,
  );
}

async function eTicketImages(config: Config, facts: OrderFacts): Promise<MailAttachment[]> {
  return Promise.all(
    facts.attendees.map(async (attendee, index) => ({
      filename: `e-ticket-${index + 1}-${safeFileName(attendee.name)}.png`,
      contentType: 'image/png',
      content: await QRCode.toBuffer(eTicketCode(config, facts, attendee), {
        type: 'png',
        errorCorrectionLevel: 'M',
        margin: 2,
        width: 240,
      }),
      cid: `e-ticket-${index + 1}@startline`,
    })),
  );
}

interface MailBody {
  text: MailText;
  facts: OrderFacts;
  links: Links;
  amountLabel: string;
  actions: { label: string; href: string }[];
  tickets: MailAttachment[];
}

function plainText({ text, facts, links: _links, amountLabel, actions }: MailBody): string {
  const lines = [
    text.heading,
    '',
    text.intro,
    '',
    `${MAIL_LABELS.event}: ${facts.event.name}`,
    eventWhenWhere(facts),
    `${MAIL_LABELS.order}: ${orderReference(facts)}`,
    `${amountLabel}: ${formatInr(facts.grandTotalPaise)}`,
    '',
    `${MAIL_LABELS.attendees}:`,
    ...facts.attendees.map((attendee) => `- ${attendeeLine(attendee)}`),
    '',
    text.closing,
    '',
    ...actions.map((action) => `${action.label}: ${action.href}`),
    '',
    MAIL_LABELS.footer,
  ];
  return `${lines.join('\n')}\n`;
}

function html({ text, facts, amountLabel, actions, tickets }: MailBody): string {
  const row = (label: string, value: string) =>
    `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#555;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`;
  const attendees = facts.attendees
    .map((attendee, index) => {
      const ticket = tickets[index];
      const image = ticket?.cid
        ? `<br><img src="cid:${escapeHtml(ticket.cid)}" width="160" height="160" alt="E-ticket QR code for ${escapeHtml(attendee.name)}">`
        : '';
      return `<li style="margin:0 0 12px">${escapeHtml(attendeeLine(attendee))}${image}</li>`;
    })
    .join('');
  const buttons = actions
    .map(
      (action) =>
        `<a href="${escapeHtml(action.href)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 16px;background:#0f766e;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(text.subject)}</title></head>
<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;color:#111;background:#f5f5f4">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px;border-radius:8px;overflow-wrap:anywhere">
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(text.heading)}</h1>
<p>${escapeHtml(text.intro)}</p>
<table role="presentation" width="100%" style="border-collapse:collapse;margin:12px 0">
${row(MAIL_LABELS.event, facts.event.name)}
${row('', eventWhenWhere(facts))}
${row(MAIL_LABELS.order, orderReference(facts))}
${row(amountLabel, formatInr(facts.grandTotalPaise))}
</table>
<h2 style="font-size:16px;margin:16px 0 8px">${escapeHtml(MAIL_LABELS.attendees)}</h2>
<ul style="padding-left:20px">${attendees}</ul>
<p>${escapeHtml(text.closing)}</p>
<p>${buttons}</p>
<p style="font-size:12px;color:#666">${escapeHtml(MAIL_LABELS.footer)}</p>
</div></body></html>
`;
}

/** What a refund's mail and a confirmation's say differently: the texts, the amount's label, the buttons. */
function wording(
  kind: Exclude<MessageKind, 'otp'>,
  facts: OrderFacts,
  links: Links,
  hasDocuments: boolean,
): Pick<MailBody, 'text' | 'amountLabel' | 'actions'> {
  if (kind === 'late_payment_refund') {
    return {
      text: refundMail(facts, hasDocuments),
      amountLabel: MAIL_LABELS.refunded,
      actions: [{ label: MAIL_LABELS.myOrders, href: links.myOrders }],
    };
  }
  return {
    text: confirmationMail(facts, hasDocuments),
    amountLabel: MAIL_LABELS.amount,
    actions: [
      { label: MAIL_LABELS.myEvents, href: links.myEvents },
      { label: MAIL_LABELS.invoice, href: links.invoice },
    ],
  };
}

export async function renderMail(
  deps: RenderDependencies,
  kind: Exclude<MessageKind, 'otp'>,
  orderUuid: string,
  to: string,
): Promise<RenderedMail> {
  const facts = await requireFacts(deps.db, orderUuid);
  const links = linksFor(deps.config.publicBaseUrl, facts);
  // A refund carries no e-tickets: the places were released.
  const tickets = kind === 'late_payment_refund' ? [] : await eTicketImages(deps.config, facts);
  const documents = await deps.documents(deps.db, orderUuid, kind);
  const body: MailBody = { ...wording(kind, facts, links, documents.length > 0), facts, links, tickets };
  return {
    to,
    subject: body.text.subject,
    text: plainText(body),
    html: html(body),
    attachments: [...documents, ...tickets],
  };
}
