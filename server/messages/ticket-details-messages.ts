// What correcting a paid ticket's attendee details (issue 28 item 4) writes to the outbox: an e-mail to
// the ticket holder's address with the re-issued e-ticket, its QR and the details as they now stand.
// Keyed by the ticket and the moment of the change, so each correction is announced once; rendered at
// delivery from the ticket, like the other messages, so a later correction's mail says the latest.
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { escapeHtml } from '../../src/domain/escape-html';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { participants, subEvents, users, type ReissuedTicketPayload } from '../db/schema';
import { signingKeyOf } from '../modules/tickets/signing-key';
import { ticketCode, ticketExpiry } from '../modules/tickets/ticket-code';
import { contactOf } from '../modules/registrations/attendee-identity';
import { answersOf, readResponseText } from '../modules/registrations/response-text';
import { enqueue } from './outbox';
import { eventMomentIn, mailLabelsIn, qrAltIn, reissuedMailIn } from './i18n';
import { MessageNotRenderable, safeFileName, type RenderedMail } from './render';
import { attendeeLine, eventWhenWhere, type ReissueFacts } from './texts';

export async function enqueueTicketReissuedMessage(
  tx: Db,
  ticket: { participantUuid: string; userId: number; categoryChange?: { from: string; to: string } },
  now: Date,
): Promise<void> {
  const [holder] = await tx.select({ email: users.email }).from(users).where(eq(users.id, ticket.userId));
  if (!holder?.email) return;
  const payload: ReissuedTicketPayload = {
    reissuedParticipantUuid: ticket.participantUuid,
    ...(ticket.categoryChange ? { categoryChange: ticket.categoryChange } : {}),
  };
  await enqueue(
    tx,
    {
      dedupeKey: `ticket_reissued:${ticket.participantUuid}:${now.getTime()}:email`,
      kind: 'ticket_reissued',
      channel: 'email',
      recipient: holder.email,
      payload,
    },
    now,
  );
}

async function loadReissue(db: Db, config: Pick<Config, 'publicBaseUrl' | 'ticketSigningKey'>, uuid: string) {
  const [row] = await db
    .select({
      participant: participants,
      subEvent: subEvents,
      holderName: users.fullName,
      username: users.username,
      language: users.language,
    })
    .from(participants)
    .innerJoin(subEvents, eq(subEvents.id, participants.subEventId))
    .innerJoin(users, eq(users.id, participants.userId))
    .where(eq(participants.participantUuid, uuid));
  // A ticket cancelled or given away since has no e-ticket to send.
  if (!row || row.participant.status !== 'confirmed' || row.participant.paymentStatus !== 'paid') return null;
  const { participant, subEvent, language } = row;
  const answers = await answersOf(db, [participant.id]);
  const byField = new Map(answers.map((answer) => [answer.fieldName, readResponseText(answer.responseText)]));
  const facts: ReissueFacts = {
    holderName: row.holderName?.trim() || row.username?.trim() || 'there',
    attendeeName: contactOf(byField)?.name ?? 'Attendee',
    category: participant.eventCategory,
    eventName: subEvent.name,
    // The holder's account's language (issue 30 part 2), the moment worded in it.
    whenWhere: eventWhenWhere(
      {
        event: {
          startsAt: subEvent.startDatetime,
          venue: subEvent.eventVenueAddress,
          city: subEvent.cityName,
          state: subEvent.stateName,
        },
      },
      (value) => eventMomentIn(language, value),
    ),
    link: `${config.publicBaseUrl}/event/${subEvent.subEventUuid}?from=my-events`,
  };
  const code = ticketCode(
    signingKeyOf(config.ticketSigningKey),
    participant.participantUuid,
    subEvent.subEventUuid,
    ticketExpiry({
      startDatetime: subEvent.startDatetime,
      endDatetime: subEvent.endDatetime,
      paidAt: participant.paidAt,
      registeredAt: participant.registeredAt,
    }),
  );
  return { facts, code, language };
}

/** The re-issued e-ticket's e-mail as delivered: the attendee, the event, the QR inline and attached. */
export async function renderReissuedTicket(
  deps: { db: Db; config: Pick<Config, 'publicBaseUrl' | 'ticketSigningKey'> },
  about: ReissuedTicketPayload,
  to: string,
): Promise<RenderedMail> {
  const loaded = await loadReissue(deps.db, deps.config, about.reissuedParticipantUuid);
  if (!loaded) throw new MessageNotRenderable(`ticket ${about.reissuedParticipantUuid} has no e-ticket to re-issue`);
  const { facts, code, language } = loaded;
  const text = reissuedMailIn(language, { ...facts, categoryChange: about.categoryChange ?? null });
  const labels = mailLabelsIn(language);
  const attendee = attendeeLine({ name: facts.attendeeName, category: facts.category });
  const cid = 'e-ticket-1@startline';
  const qr = await QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 240 });
  const plain = [
    text.heading,
    '',
    text.intro,
    '',
    `${labels.event}: ${facts.eventName}`,
    facts.whenWhere,
    `${labels.attendees}: ${attendee}`,
    '',
    text.closing,
    '',
    `${labels.myEvents}: ${facts.link}`,
    '',
    labels.footer,
  ];
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(text.subject)}</title></head>
<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;color:#111;background:#f5f5f4">
<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px;border-radius:8px;overflow-wrap:anywhere">
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(text.heading)}</h1>
<p>${escapeHtml(text.intro)}</p>
<p><strong>${escapeHtml(facts.eventName)}</strong><br>${escapeHtml(facts.whenWhere)}</p>
<p>${escapeHtml(attendee)}<br><img src="cid:${cid}" width="160" height="160" alt="${escapeHtml(qrAltIn(language, facts.attendeeName))}"></p>
<p>${escapeHtml(text.closing)}</p>
<p><a href="${escapeHtml(facts.link)}" style="color:#b45309">${escapeHtml(labels.myEvents)}</a></p>
<p style="font-size:12px;color:#666">${escapeHtml(labels.footer)}</p>
</div></body></html>
`;
  return {
    to,
    subject: text.subject,
    text: `${plain.join('\n')}\n`,
    html,
    attachments: [
      { filename: `e-ticket-${safeFileName(facts.attendeeName)}.png`, contentType: 'image/png', content: qr, cid },
    ],
  };
}
