// Every SMS and e-mail text (server/messages/texts.ts), held to its exact words like SPEC's texts: the
// SMS ones are registered with DLT, so a change here is a change to register.
import { describe, expect, it } from 'vitest';
import type { OrderFacts } from '../../../server/messages/order-facts';
import {
  SMS_TEMPLATES,
  attendeeLine,
  cancellationMail,
  cancellationSms,
  confirmationMail,
  confirmationSms,
  eventWhenWhere,
  linksFor,
  orderReference,
  otpSms,
  refundMail,
  refundSms,
  waitlistOfferMail,
  waitlistOfferSms,
} from '../../../server/messages/texts';

const facts: OrderFacts = {
  orderUuid: '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b',
  status: 'paid',
  buyer: { name: 'Asha Runner', email: 'asha@example.in', mobileNumber: '9876543210' },
  event: {
    name: 'Bengaluru Midnight Marathon 2026 - Full Distance',
    subEventUuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    startsAt: new Date('2026-12-20T18:30:00.000Z'),
    endsAt: new Date('2026-12-21T02:30:00.000Z'),
    venue: 'Kanteerava Stadium',
    city: 'Bengaluru',
    state: 'Karnataka',
  },
  attendees: [
    { participantUuid: 'a', name: 'Asha Runner', category: '10K', paidAt: null, registeredAt: new Date(0) },
    { participantUuid: 'b', name: 'Ravi Kumar', category: null, paidAt: null, registeredAt: new Date(0) },
  ],
  grandTotalPaise: 120_785,
  invoiceNumber: 'SL2526000042',
  paidAt: new Date('2026-11-27T10:00:00.000Z'),
  refundReason: null,
};

describe('SMS texts (DLT templates)', () => {
  it('the OTP', () => {
    expect(SMS_TEMPLATES.otp).toBe(
      '{otp} is your Startline one-time password. It is valid for {minutes} minutes. Do not share it with anyone.',
    );
    expect(otpSms('048213')).toEqual({
      variables: { otp: '048213', minutes: '10' },
      text: '048213 is your Startline one-time password. It is valid for 10 minutes. Do not share it with anyone.',
    });
  });

  it('the confirmation, with the event cut to DLT’s 30 characters and the link in full', () => {
    const links = linksFor('https://startline.example', facts);
    const sms = confirmationSms(facts, links);
    expect(sms.variables).toEqual({
      event: 'Bengaluru Midnight Marathon 2…',
      order: 'SL2526000042',
      link: 'https://startline.example/my-events',
    });
    expect(sms.variables.event).toHaveLength(30);
    expect(sms.text).toBe(
      'Startline: your booking for Bengaluru Midnight Marathon 2… is confirmed. Order SL2526000042. Your e-tickets: https://startline.example/my-events',
    );
  });

  it('the refund of a late payment', () => {
    const sms = refundSms(facts, linksFor('https://startline.example', facts));
    expect(sms.text).toBe(
      'Startline: your payment for Bengaluru Midnight Marathon 2… is being refunded because the places were no longer available. Order SL2526000042. Details: https://startline.example/my-orders',
    );
  });
});

describe('a cancelled ticket (issue 28)', () => {
  const cancelled = {
    attendeeName: 'Ravi Kumar',
    refundAmountPaise: 47_790,
    feeKeptPaise: 5_310,
    creditNoteNumber: 'CN/26-27/000007',
  };

  it('the SMS names the attendee, the event, the refund, when it arrives and the credit note', () => {
    expect(SMS_TEMPLATES.cancellation).toBe(
      'Startline: the ticket of {attendee} for {event} is cancelled. Refund {amount} within 5-7 working days, credit note {note}. Details: {link}',
    );
    const sms = cancellationSms(facts, cancelled, linksFor('https://startline.example', facts));
    expect(sms.text).toBe(
      `Startline: the ticket of Ravi Kumar for Bengaluru Midnight Marathon 2… is cancelled. Refund ₹477.90 within 5-7 working days, credit note CN/26-27/000007. Details: https://startline.example/my-orders/${facts.orderUuid}`,
    );
    const nothing = cancellationSms(
      facts,
      { ...cancelled, refundAmountPaise: 0, creditNoteNumber: null },
      linksFor('https://startline.example', facts),
    );
    expect(nothing.variables).toMatchObject({ amount: '₹0.00', note: 'none' });
  });

  it('the e-mail says the place is released, what comes back, the fee kept and the credit note', () => {
    expect(cancellationMail(facts, cancelled)).toEqual({
      subject: 'Ticket cancelled: Bengaluru Midnight Marathon 2026 - Full Distance',
      heading: 'Your ticket is cancelled',
      intro:
        "Hi Asha Runner, Ravi Kumar's ticket for Bengaluru Midnight Marathon 2026 - Full Distance is cancelled and its place released.",
      closing:
        "₹477.90 is being refunded to the account or card you paid with and arrives within 5-7 working days. Under the event's cancellation policy ₹53.10 of the ticket's price was kept. Booking fees and convenience charges are not refunded. Credit note CN/26-27/000007 for the refund is attached.",
    });
    expect(cancellationMail(facts, { ...cancelled, refundAmountPaise: 0, creditNoteNumber: null }).closing).toBe(
      "Nothing is refunded for this ticket under the event's cancellation policy.",
    );
  });
});

describe('places offered from the waitlist (issue 28)', () => {
  const offer = {
    buyerName: 'Asha Kulkarni',
    eventName: 'Salt Lake Box Cricket Bash and Family Carnival',
    places: 2,
    until: '05 Jan 2031, 10:30 AM',
    link: 'https://startline.example/event/5b0c1f52-0d0e-4d5f-9a53-3f0f4b8a9e11',
  };

  it('the SMS says how many places, the event (cut to 30 characters), until when and the event page', () => {
    expect(SMS_TEMPLATES.waitlist).toBe(
      'Startline: {places} place(s) for {event} are held for you until {until}. Book them before then: {link}',
    );
    expect(waitlistOfferSms(offer)).toEqual({
      variables: { places: '2', event: 'Salt Lake Box Cricket Bash an…', until: offer.until, link: offer.link },
      text: `Startline: 2 place(s) for Salt Lake Box Cricket Bash an… are held for you until 05 Jan 2031, 10:30 AM. Book them before then: ${offer.link}`,
    });
  });

  it('the e-mail says the same, and what happens after', () => {
    expect(waitlistOfferMail(offer)).toEqual({
      subject: 'A place is held for you: Salt Lake Box Cricket Bash and Family Carnival',
      heading: 'Places are held for you',
      intro:
        'Hi Asha Kulkarni, places were released for Salt Lake Box Cricket Bash and Family Carnival and you are first on its waitlist: 2 place(s) are held for you until 05 Jan 2031, 10:30 AM (India time).',
      closing:
        'Book them on the event page with Buy Tickets before then; after that they are offered to the next person in line. If you no longer want them, leave the waitlist there.',
    });
  });
});

describe('e-mail texts', () => {
  it('the confirmation', () => {
    expect(confirmationMail(facts, false).closing).toBe(
      "Show each attendee's e-ticket (attached) at the venue. Your GST invoice is on the invoice page.",
    );
    expect(confirmationMail(facts, true)).toEqual({
      subject: 'Booking confirmed: Bengaluru Midnight Marathon 2026 - Full Distance',
      heading: 'Your booking is confirmed',
      intro:
        'Hi Asha Runner, thank you for booking with Startline. Your payment of ₹1,207.85 was received and your places for Bengaluru Midnight Marathon 2026 - Full Distance are confirmed.',
      closing: "Show each attendee's e-ticket (attached) at the venue. Your GST invoice SL2526000042 is attached too.",
    });
  });

  it('the refund says what happened and when the money returns', () => {
    const mail = refundMail({ ...facts, status: 'refunded', invoiceNumber: null }, false);
    expect(mail.subject).toBe('Refund started: Bengaluru Midnight Marathon 2026 - Full Distance');
    expect(mail.intro).toContain('arrived after the places held for you had been released, and no places were left');
    expect(mail.closing).toBe(
      'The money returns to the account or card you paid with within 5-7 working days. Your tickets for this order are not valid.',
    );
    expect(refundMail(facts, true).closing).toMatch(/not valid\. The credit note for the refund is attached\.$/);
  });

  it('names the event’s time and place, attendees with their category, and the order', () => {
    expect(eventWhenWhere(facts)).toBe('December 21, 2026 at 12:00 AM · Kanteerava Stadium, Bengaluru, Karnataka');
    expect(facts.attendees.map(attendeeLine)).toEqual(['Asha Runner (10K)', 'Ravi Kumar']);
    expect(orderReference({ invoiceNumber: null, orderUuid: facts.orderUuid })).toBe('3F2A9C1E');
    expect(linksFor('https://startline.example', facts)).toEqual({
      myEvents: 'https://startline.example/my-events',
      invoice: `https://startline.example/my-orders/${facts.orderUuid}`,
      myOrders: 'https://startline.example/my-orders',
      event: `https://startline.example/event/${facts.event.subEventUuid}?from=my-events`,
    });
  });
});
