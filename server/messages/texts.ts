// Every SMS and e-mail text, in one place (issue 25), tested like SPEC's texts
// (tests/server/messages/texts.test.ts). SMS texts are what the DLT-registered templates read: each
// `{name}` is a template variable (README, 'SMS templates'); changing one means registering the
// template again with DLT, so these change rarely and on purpose.
import { formatEventDateTime } from '../../src/domain/dates';
import { formatInr } from '../../src/domain/money';
import { OTP_TTL_MS } from '../modules/auth/rules';
import type { OrderFacts } from './order-facts';
import type { CancellationFacts } from './ticket-cancellation-messages';

export const PRODUCT = 'Startline';

/** DLT limits a {#var#} variable's value to 30 characters (a {#url#}, our `link`, to 100). */
const DLT_VARIABLE_MAX = 30;

function dltVariable(value: string): string {
  return value.length <= DLT_VARIABLE_MAX ? value : `${value.slice(0, DLT_VARIABLE_MAX - 1)}…`;
}

export const SMS_TEMPLATES = {
  otp: `{otp} is your ${PRODUCT} one-time password. It is valid for {minutes} minutes. Do not share it with anyone.`,
  confirmation: `${PRODUCT}: your booking for {event} is confirmed. Order {order}. Your e-tickets: {link}`,
  refund: `${PRODUCT}: your payment for {event} is being refunded because the places were no longer available. Order {order}. Details: {link}`,
  cancellation: `${PRODUCT}: the ticket of {attendee} for {event} is cancelled. Refund {amount} within 5-7 working days, credit note {note}. Details: {link}`,
  waitlist: `${PRODUCT}: {places} place(s) for {event} are held for you until {until}. Book them before then: {link}`,
  transfer: `${PRODUCT}: {sender} is giving you their ticket for {event}. Sign in with this number and accept it by {until}: {link}`,
} as const;

function fill(template: string, variables: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => variables[name] ?? whole);
}

export interface SmsText {
  variables: Record<string, string>;
  text: string;
}

export function otpSms(code: string): SmsText {
  const variables = { otp: code, minutes: String(OTP_TTL_MS / 60_000) };
  return { variables, text: fill(SMS_TEMPLATES.otp, variables) };
}

/** A short name of the order people can quote: the invoice number once paid, else the uuid's start. */
export function orderReference(facts: Pick<OrderFacts, 'invoiceNumber' | 'orderUuid'>): string {
  return facts.invoiceNumber ?? facts.orderUuid.slice(0, 8).toUpperCase();
}

export interface Links {
  myEvents: string;
  invoice: string;
  myOrders: string;
  event: string;
}

export function linksFor(baseUrl: string, facts: OrderFacts): Links {
  return {
    myEvents: `${baseUrl}/my-events`,
    invoice: `${baseUrl}/my-orders/${facts.orderUuid}`,
    myOrders: `${baseUrl}/my-orders`,
    event: `${baseUrl}/event/${facts.event.subEventUuid}?from=my-events`,
  };
}

export function confirmationSms(facts: OrderFacts, links: Links): SmsText {
  const variables = { event: dltVariable(facts.event.name), order: orderReference(facts), link: links.myEvents };
  return { variables, text: fill(SMS_TEMPLATES.confirmation, variables) };
}

export function refundSms(facts: OrderFacts, links: Links): SmsText {
  const variables = { event: dltVariable(facts.event.name), order: orderReference(facts), link: links.myOrders };
  return { variables, text: fill(SMS_TEMPLATES.refund, variables) };
}

/** A cancelled ticket (issue 28): who, which event, what comes back and the credit note that says so. */
export function cancellationSms(facts: OrderFacts, cancellation: CancellationFacts, links: Links): SmsText {
  const variables = {
    attendee: dltVariable(cancellation.attendeeName),
    event: dltVariable(facts.event.name),
    amount: formatInr(cancellation.refundAmountPaise),
    note: cancellation.creditNoteNumber ?? 'none',
    link: links.invoice,
  };
  return { variables, text: fill(SMS_TEMPLATES.cancellation, variables) };
}

/** What a waitlist offer says (issue 28): the event, the places held, until when (India time) and the event page. */
export interface WaitlistOfferFacts {
  buyerName: string;
  eventName: string;
  places: number;
  /** formatOrderDate of the offer's end, India time: '05 Jan 2031, 10:30 AM'. */
  until: string;
  link: string;
}

export function waitlistOfferSms(facts: WaitlistOfferFacts): SmsText {
  const variables = {
    places: String(facts.places),
    event: dltVariable(facts.eventName),
    until: facts.until,
    link: facts.link,
  };
  return { variables, text: fill(SMS_TEMPLATES.waitlist, variables) };
}

export function waitlistOfferMail(facts: WaitlistOfferFacts): MailText {
  return {
    subject: `A place is held for you: ${facts.eventName}`,
    heading: 'Places are held for you',
    intro: `Hi ${facts.buyerName}, places were released for ${facts.eventName} and you are first on its waitlist: ${facts.places} place(s) are held for you until ${facts.until} (India time).`,
    closing:
      'Book them on the event page with Buy Tickets before then; after that they are offered to the next person in line. If you no longer want them, leave the waitlist there.',
  };
}

export interface TransferFacts {
  senderName: string;
  recipientName: string;
  eventName: string;
  until: string;
  link: string;
}

export function transferOfferSms(facts: TransferFacts): SmsText {
  const variables = {
    sender: dltVariable(facts.senderName),
    event: dltVariable(facts.eventName),
    until: facts.until,
    link: facts.link,
  };
  return { variables, text: fill(SMS_TEMPLATES.transfer, variables) };
}

export function transferAcceptedMail(facts: TransferFacts): MailText {
  return {
    subject: `Your ticket is now ${facts.recipientName}'s: ${facts.eventName}`,
    heading: 'Your ticket was transferred',
    intro: `Hi ${facts.senderName}, ${facts.recipientName} accepted the ticket for ${facts.eventName} you sent them. It is theirs now, with a new e-ticket; the one you had no longer admits anyone.`,
    closing: 'Your other tickets for the event, if any, are as they were. No money moved with this ticket.',
  };
}

/** What banks take to return a refund to a card or UPI account (Razorpay: 5-7 working days). */
export const REFUND_DAYS_TEXT = '5-7 working days';

export interface MailText {
  subject: string;
  /** Paragraphs and lines of the plain-text part; the HTML part says the same. */
  heading: string;
  intro: string;
  closing: string;
}

/** `invoiceAttached`: the issued GST invoice travels with the mail (the order has one). */
export function confirmationMail(facts: OrderFacts, invoiceAttached: boolean): MailText {
  return {
    subject: `Booking confirmed: ${facts.event.name}`,
    heading: 'Your booking is confirmed',
    intro: `Hi ${facts.buyer.name}, thank you for booking with ${PRODUCT}. Your payment of ${formatInr(facts.grandTotalPaise)} was received and your places for ${facts.event.name} are confirmed.`,
    closing: invoiceAttached
      ? `Show each attendee's e-ticket (attached) at the venue. Your GST invoice${facts.invoiceNumber ? ` ${facts.invoiceNumber}` : ''} is attached too.`
      : "Show each attendee's e-ticket (attached) at the venue. Your GST invoice is on the invoice page.",
  };
}

/** `creditNoteAttached`: a credit note was issued for the refund and travels with the mail. */
export function refundMail(facts: OrderFacts, creditNoteAttached: boolean): MailText {
  return {
    subject: `Refund started: ${facts.event.name}`,
    heading: 'Your payment is being refunded',
    intro: `Hi ${facts.buyer.name}, your payment of ${formatInr(facts.grandTotalPaise)} for ${facts.event.name} arrived after the places held for you had been released, and no places were left. We have not kept it: the full amount is being refunded.`,
    closing: `The money returns to the account or card you paid with within ${REFUND_DAYS_TEXT}. Your tickets for this order are not valid.${creditNoteAttached ? ' The credit note for the refund is attached.' : ''}`,
  };
}

export function cancellationMail(facts: OrderFacts, cancellation: CancellationFacts): MailText {
  const { attendeeName, refundAmountPaise, feeKeptPaise, creditNoteNumber } = cancellation;
  const feeKept =
    feeKeptPaise > 0
      ? ` Under the event's cancellation policy ${formatInr(feeKeptPaise)} of the ticket's price was kept.`
      : '';
  const creditNote = creditNoteNumber ? ` Credit note ${creditNoteNumber} for the refund is attached.` : '';
  return {
    subject: `Ticket cancelled: ${facts.event.name}`,
    heading: 'Your ticket is cancelled',
    intro: `Hi ${facts.buyer.name}, ${attendeeName}'s ticket for ${facts.event.name} is cancelled and its place released.`,
    closing:
      refundAmountPaise > 0
        ? `${formatInr(refundAmountPaise)} is being refunded to the account or card you paid with and arrives within ${REFUND_DAYS_TEXT}.${feeKept} Booking fees and convenience charges are not refunded.${creditNote}`
        : "Nothing is refunded for this ticket under the event's cancellation policy.",
  };
}

/** A paid ticket whose attendee details its holder corrected (issue 28): the new e-ticket. */
export interface ReissueFacts {
  holderName: string;
  attendeeName: string;
  category: string | null;
  eventName: string;
  whenWhere: string;
  link: string;
  /** The move to another category that re-issued it; null for corrected details. */
  categoryChange?: { from: string; to: string } | null;
}

export function reissuedMail(facts: ReissueFacts): MailText {
  const change = facts.categoryChange;
  return {
    subject: `E-ticket re-issued: ${facts.eventName}`,
    heading: 'Your e-ticket is re-issued',
    intro: change
      ? `Hi ${facts.holderName}, ${facts.attendeeName}'s ticket for ${facts.eventName} moved from ${change.from} to ${change.to}, and the e-ticket now carries the new category.`
      : `Hi ${facts.holderName}, the attendee details of ${facts.attendeeName}'s ticket for ${facts.eventName} were updated, and the e-ticket now carries them.`,
    closing:
      'Show this e-ticket (attached) at the venue; printed copies of the earlier one show the old details. If you did not make this change, contact support.',
  };
}

/** The event's line under its name: when and where. */
export function eventWhenWhere(
  facts: { event: Pick<OrderFacts['event'], 'startsAt' | 'venue' | 'city' | 'state'> },
  /** How the moment is worded: English by default, the recipient's language in a mail (i18n.ts eventMomentIn). */
  moment: (value: OrderFacts['event']['startsAt']) => string = formatEventDateTime,
): string {
  const where = [facts.event.venue, facts.event.city, facts.event.state].filter((part) => part && part.trim() !== '');
  return `${moment(facts.event.startsAt)}${where.length > 0 ? ` · ${where.join(', ')}` : ''}`;
}

export function attendeeLine(attendee: { name: string; category: string | null }): string {
  return attendee.category ? `${attendee.name} (${attendee.category})` : attendee.name;
}

export const MAIL_LABELS = {
  event: 'Event',
  attendees: 'Attendees',
  amount: 'Amount charged',
  refunded: 'Amount refunded',
  order: 'Order',
  myEvents: 'See your events',
  invoice: 'View your invoice',
  myOrders: 'See your orders',
  footer: `${PRODUCT}: discover, register for and pay for sports and fitness events in India. You receive this e-mail because of a booking made with your account.`,
} as const;
