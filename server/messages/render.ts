// Renders an outbox message into what its channel carries: an SMS (template + variables + text) or
// an e-mail (subject, a plain-text and an HTML part, attachments). Pure but for reading the order.
import QRCode from 'qrcode';
import { escapeHtml } from '../../src/domain/escape-html';
import { formatInr } from '../../src/domain/money';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { MessageKind, OrderMessagePayload } from '../db/schema';
import { signingKeyOf } from '../modules/tickets/signing-key';
import { ticketCode, ticketExpiry } from '../modules/tickets/ticket-code';
import {
  cancellationMailIn,
  confirmationMailIn,
  eventMomentIn,
  mailLabelsIn,
  qrAltIn,
  refundMailIn,
  smsLanguage,
  type MailLabels,
} from './i18n';
import { loadOrderFacts, type OrderFacts } from './order-facts';
import type { SmsMessage, SmsTemplate } from './sms/provider';
import { loadCancellationFacts, type CancellationFacts } from './ticket-cancellation-messages';
import {
  attendeeLine,
  cancellationSms,
  confirmationSms,
  eventWhenWhere,
  linksFor,
  orderReference,
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
 * confirmation, the credit note with a refund notice or a cancelled ticket's. Supplied by the
 * invoices module.
 */
export type OrderDocuments = (db: Db, about: OrderMessagePayload, kind: OrderMessageKind) => Promise<MailAttachment[]>;

type OrderMessageKind = Exclude<
  MessageKind,
  'otp' | 'waitlist_offer' | 'transfer_offer' | 'transfer_accepted' | 'ticket_reissued'
>;

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

async function requireCancellation(db: Db, about: OrderMessagePayload): Promise<CancellationFacts> {
  const facts = about.participantUuid ? await loadCancellationFacts(db, about.participantUuid) : null;
  if (!facts) throw new MessageNotRenderable(`ticket ${about.participantUuid ?? '(none)'} was not cancelled`);
  return facts;
}

const SMS_TEMPLATE_OF: Record<OrderMessageKind, SmsTemplate> = {
  order_confirmation: 'confirmation',
  late_payment_refund: 'refund',
  ticket_cancelled: 'cancellation',
};

export async function renderSms(
  deps: Pick<RenderDependencies, 'db' | 'config'>,
  kind: OrderMessageKind,
  about: OrderMessagePayload,
  mobileNumber: string,
): Promise<SmsMessage> {
  const facts = await requireFacts(deps.db, about.orderUuid);
  const links = linksFor(deps.config.publicBaseUrl, facts);
  const sms =
    kind === 'order_confirmation'
      ? confirmationSms(facts, links)
      : kind === 'ticket_cancelled'
        ? cancellationSms(facts, await requireCancellation(deps.db, about), links)
        : refundSms(facts, links);
  return { mobileNumber, template: SMS_TEMPLATE_OF[kind], ...sms };
}

export function safeFileName(name: string): string {
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
  /** The attendees the message is about: the order's, or the one whose ticket was cancelled. */
  attendees: OrderFacts['attendees'];
  amountLabel: string;
  amountPaise: number;
  actions: { label: string; href: string }[];
  tickets: MailAttachment[];
  /** The recipient account's language (issue 30 part 2) and the labels in it. */
  language: 'en' | 'hi';
  labels: MailLabels;
}

function plainText({ text, facts, attendees, amountLabel, amountPaise, actions, language, labels }: MailBody): string {
  const lines = [
    text.heading,
    '',
    text.intro,
    '',
    `${labels.event}: ${facts.event.name}`,
    eventWhenWhere(facts, (value) => eventMomentIn(language, value)),
    `${labels.order}: ${orderReference(facts)}`,
    `${amountLabel}: ${formatInr(amountPaise)}`,
    '',
    `${labels.attendees}:`,
    ...attendees.map((attendee) => `- ${attendeeLine(attendee)}`),
    '',
    text.closing,
    '',
    ...actions.map((action) => `${action.label}: ${action.href}`),
    '',
    labels.footer,
  ];
  return `${lines.join('\n')}\n`;
}

function html({
  text,
  facts,
  attendees: listed,
  amountLabel,
  amountPaise,
  actions,
  tickets,
  language,
  labels,
}: MailBody): string {
  const row = (label: string, value: string) =>
    `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#555;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`;
  const attendees = listed
    .map((attendee, index) => {
      const ticket = tickets[index];
      const image = ticket?.cid
        ? `<br><img src="cid:${escapeHtml(ticket.cid)}" width="160" height="160" alt="${escapeHtml(qrAltIn(language, attendee.name))}">`
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
<html lang="${language === 'hi' ? 'hi' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(text.subject)}</title></head>
<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;color:#111;background:#f5f5f4">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px;border-radius:8px;overflow-wrap:anywhere">
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(text.heading)}</h1>
<p>${escapeHtml(text.intro)}</p>
<table role="presentation" width="100%" style="border-collapse:collapse;margin:12px 0">
${row(labels.event, facts.event.name)}
${row(
  '',
  eventWhenWhere(facts, (value) => eventMomentIn(language, value)),
)}
${row(labels.order, orderReference(facts))}
${row(amountLabel, formatInr(amountPaise))}
</table>
<h2 style="font-size:16px;margin:16px 0 8px">${escapeHtml(labels.attendees)}</h2>
<ul style="padding-left:20px">${attendees}</ul>
<p>${escapeHtml(text.closing)}</p>
<p>${buttons}</p>
<p style="font-size:12px;color:#666">${escapeHtml(labels.footer)}</p>
</div></body></html>
`;
}

type Wording = Pick<MailBody, 'text' | 'attendees' | 'amountLabel' | 'amountPaise' | 'actions'>;

/** A cancelled ticket's mail: only that attendee, the amount refunded, the invoice that lists its credit note. */
async function cancellationWording(
  db: Db,
  about: OrderMessagePayload,
  facts: OrderFacts,
  links: Links,
  language: 'en' | 'hi',
) {
  const cancellation = await requireCancellation(db, about);
  const labels = mailLabelsIn(language);
  return {
    text: cancellationMailIn(language, facts, cancellation),
    attendees: facts.attendees.filter((attendee) => attendee.participantUuid === about.participantUuid),
    amountLabel: labels.refunded,
    amountPaise: cancellation.refundAmountPaise,
    actions: [{ label: labels.invoice, href: links.invoice }],
  };
}

/** What a refund's mail and a confirmation's say differently: the texts, the amount's label, the buttons. */
function wording(
  kind: OrderMessageKind,
  facts: OrderFacts,
  links: Links,
  hasDocuments: boolean,
  language: 'en' | 'hi',
): Wording {
  const labels = mailLabelsIn(language);
  if (kind === 'late_payment_refund') {
    return {
      text: refundMailIn(language, facts, hasDocuments),
      attendees: facts.attendees,
      amountLabel: labels.refunded,
      amountPaise: facts.grandTotalPaise,
      actions: [{ label: labels.myOrders, href: links.myOrders }],
    };
  }
  return {
    text: confirmationMailIn(language, facts, hasDocuments),
    attendees: facts.attendees,
    amountLabel: labels.amount,
    amountPaise: facts.grandTotalPaise,
    actions: [
      { label: labels.myEvents, href: links.myEvents },
      { label: labels.invoice, href: links.invoice },
    ],
  };
}

export async function renderMail(
  deps: RenderDependencies,
  kind: OrderMessageKind,
  about: OrderMessagePayload,
  to: string,
): Promise<RenderedMail> {
  const facts = await requireFacts(deps.db, about.orderUuid);
  const links = linksFor(deps.config.publicBaseUrl, facts);
  // A refund or a cancellation carries no e-tickets: the places were released.
  const tickets = kind === 'order_confirmation' ? await eTicketImages(deps.config, facts) : [];
  const documents = await deps.documents(deps.db, about, kind);
  // Every mail about an order is in the buyer account's language (issue 30 part 2).
  const language = await smsLanguage(deps.db, facts.buyer.mobileNumber);
  const said =
    kind === 'ticket_cancelled'
      ? await cancellationWording(deps.db, about, facts, links, language)
      : wording(kind, facts, links, documents.length > 0, language);
  const body: MailBody = { ...said, facts, links, tickets, language, labels: mailLabelsIn(language) };
  return {
    to,
    subject: body.text.subject,
    text: plainText(body),
    html: html(body),
    attachments: [...documents, ...tickets],
  };
}
