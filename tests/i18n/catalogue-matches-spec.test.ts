// The English catalogue says exactly what the product said before it had one: SPEC's texts, which stay
// in src/domain and machines/* (where machines and QA's tests read them). Every text the translated
// screens show is held equal here to the constant or the wording function it replaced, so English keeps
// SPEC's exact words; and Hindi, worded from the same parts, is shown to differ.
import { describe, expect, it } from 'vitest';
import { BANNER_TEXT } from '../../machines/banner-carousel/banner-carousel.types';
import { filterChips } from '../../machines/events-listing/events-listing.connect';
import {
  CAROUSEL_SECTION_TAB_LABELS,
  CAROUSEL_SECTION_TEXT,
} from '../../machines/events-carousel-section/events-carousel-section.types';
import { LANDING_EVENT_TAB_LABELS, LANDING_EVENTS_TEXT } from '../../machines/landing-events/landing-events.types';
import { APP_ROUTES, PRODUCT_TITLE, documentTitle } from '../../src/app/routes';
import { countdownText, formatEventDateTime } from '../../src/domain/dates';
import { EVENT_DETAIL_TEXT, VENUE_TBD, ageGroupText } from '../../src/domain/event-detail';
import { SHARE_TEXT } from '../../src/domain/event-share';
import {
  cardDate,
  DATE_TBD,
  DEFAULT_EVENT_DESCRIPTION,
  FREE_PRICE,
  LOCATION_TBD,
  PRICE_TBD,
} from '../../src/domain/events';
import {
  EVENTS_LISTING_TEXT,
  listingCountText,
  listingStatusLabel,
  maxParticipantsText,
} from '../../src/domain/listing';
import { LISTING_STATUSES } from '../../src/domain/listing-query';
import { registrationStatus, registrationUnavailableToast, type RegistrationState } from '../../src/domain/statuses';
import { createI18n, loadCatalogue } from '../../src/i18n/i18n';
import { MY_EVENTS_TEXT } from '../../src/domain/my-events';
import { MY_REGISTRATIONS_TEXT } from '../../src/domain/my-registrations';
import { E_TICKET_TEXT } from '../../src/domain/e-tickets';
import { CANCEL_TEXT, REFUND_STATUS_TEXT } from '../../src/domain/ticket-cancellation';
import { ACCEPT_TRANSFER_TEXT, TRANSFER_TEXT } from '../../src/domain/ticket-transfer';
import { EDIT_DETAILS_TEXT } from '../../src/domain/ticket-details';
import { CATEGORY_CHANGE_TEXT } from '../../src/domain/category-change';
import { GROUP_PASS_TEXT } from '../../src/domain/group-pass';
import { MY_ORDERS_TEXT } from '../../src/domain/my-orders';
import { INVOICE_TEXT } from '../../src/domain/invoice';
import { OFFLINE_TEXT, keptAtText } from '../../src/domain/offline';
import { HTTP_ERROR_MESSAGES } from '../../src/domain/http-errors';
import { participantDisplayStatus } from '../../src/domain/statuses';
import { formatInvoiceDate } from '../../src/domain/dates';
import { localText } from '../../src/i18n/worded-text';
import { localCardDate, localCountdown, localEventDateTime, localFilterChip } from '../../src/i18n/formats';
import { countdownLeft } from '../../src/domain/dates';
import en from '../../src/i18n/locales/en';
import {
  AUTH_FAILURE_DEFAULTS,
  AUTH_FLOW_TEXTS,
  AUTH_SUCCESS_TEXTS,
  INVALID_CREDENTIALS,
  SIGNIN_OTP_TEXTS,
  otpCooldownMessage,
} from '../../src/domain/auth-texts';
import {
  PIN_LOOKUP_TEXT,
  SAVED_ATTENDEES_TEXT,
  SELF_PREFILL_TEXT,
  SUBMIT_TEXT,
  UPLOAD_TEXT,
} from '../../src/domain/attendee-form-texts';
import { BOOKING_TEXT, ticketHeading } from '../../src/domain/booking';
import { ORDER_SUMMARY_TEXT, breakdownLines } from '../../src/domain/order-summary';
import { computeCharges } from '../../src/domain/pricing';
import { CHECKOUT_TEXT, REFUND_REASON_ORDER_CHANGED } from '../../src/domain/payment-texts';
import { PROMO_TEXT } from '../../src/domain/promo-codes';
import { WAITLIST_TEXT } from '../../src/domain/waitlist';
import { ACCOUNT_DELETION_NOTICE, CONSENT_NOTICE, PRIVACY_TEXTS, YOUR_DATA_TEXT } from '../../src/domain/privacy';
import { REGISTRATION_STEP_LABELS } from '../../machines/registration-wizard/registration-wizard.types';
import { WAIVER_CHECKBOX_LABEL, WAIVER_PARAGRAPHS, WAIVER_TITLE } from '../../src/domain/waiver';
import { ATTENDEE_MESSAGES, ATTENDEE_TOASTS } from '../../src/domain/validation/attendee-form';
import { EMAIL_MESSAGES } from '../../src/domain/validation/email';
import { FULL_NAME_MESSAGES } from '../../src/domain/validation/full-name';
import { GUARDIAN_TEXT } from '../../src/domain/validation/guardian';
import { MOBILE_MESSAGES } from '../../src/domain/validation/mobile';
import { CHANGE_MPIN_MESSAGES, MPIN_MESSAGES, RESET_MPIN_MESSAGES } from '../../src/domain/validation/mpin';
import { OTP_MESSAGES } from '../../src/domain/validation/otp';
import { PIN_CODE_MESSAGES, PIN_LOOKUP_MESSAGES } from '../../src/domain/validation/pincode';
import { USERNAME_MESSAGES } from '../../src/domain/validation/username';
import { WEAK_MPIN_MESSAGE } from '../../src/domain/validation/weak-mpin';
import { localWording } from '../../src/ui/auth/local-wording';
import {
  BENEFIT_GROUPS,
  CATEGORIES,
  HERO_FIGURES,
  HOW_IT_WORKS,
  HOW_IT_WORKS_STATS,
  TESTIMONIALS,
} from '../../src/pages/landing/landing-content';

const english = createI18n('en', await loadCatalogue('en'));
const hindi = createI18n('hi', await loadCatalogue('hi'));

/** The catalogue section holds every text of the constant, word for word (it may hold more). */
function expectSection(section: object, constant: Record<string, unknown>) {
  const texts = Object.fromEntries(Object.entries(constant).filter(([, value]) => typeof value === 'string'));
  expect(section).toMatchObject(texts);
}

describe("the English catalogue holds SPEC's texts as the domain and the machines have them", () => {
  it("the event page's waitlist card, its worded texts included", () => {
    expectSection(en.waitlist, WAITLIST_TEXT);
    expect(english.t('waitlist.explain', { minutes: '15' })).toBe(WAITLIST_TEXT.explain(15));
    expect(english.t('waitlist.waitingFor', { places: 2 })).toBe(WAITLIST_TEXT.waiting(null, 2));
    expect(english.t('waitlist.waitingInLine', { position: '3', places: 1 })).toBe(WAITLIST_TEXT.waiting(3, 1));
    expect(english.t('waitlist.offered', { places: 2, until: '05 Jan 2031, 10:30 AM' })).toBe(
      WAITLIST_TEXT.offered(2, '05 Jan 2031, 10:30 AM'),
    );
    expect(hindi.t('waitlist.waitingInLine', { position: '3', places: 1 })).toBe('1 जगह की कतार में आपका नंबर 3 है।');
    expect(hindi.t('waitlist.offered', { places: 2, until: '5 जन॰ 2031' })).toBe(
      '2 जगहें 5 जन॰ 2031 तक आपके लिए रुकी हैं। उससे पहले टिकट ख़रीदें से बुक कर लें।',
    );
  });

  it('the listing, the landing sections, the banners and the event page', () => {
    expectSection(en.eventsListing, EVENTS_LISTING_TEXT);
    expectSection(en.landingEvents, LANDING_EVENTS_TEXT);
    expectSection(en.landingEvents.tabs, LANDING_EVENT_TAB_LABELS);
    expectSection(en.banners, BANNER_TEXT);
    expectSection(en.exploreEvents, CAROUSEL_SECTION_TEXT);
    expectSection(en.exploreEvents.tabs, CAROUSEL_SECTION_TAB_LABELS);
    expectSection(en.eventDetail, EVENT_DETAIL_TEXT);
    expectSection(en.eventDetail, SHARE_TEXT);
  });

  it('the defaults of cards and the event page (SPEC §3)', () => {
    expect(en.common).toMatchObject({
      free: FREE_PRICE,
      priceTbd: PRICE_TBD,
      locationTbd: LOCATION_TBD,
      venueTbd: VENUE_TBD,
      defaultDescription: DEFAULT_EVENT_DESCRIPTION,
    });
    expect(en.dates.dateTbd).toBe(DATE_TBD);
  });

  it('the listing statuses', () => {
    for (const status of LISTING_STATUSES) expect(en.eventsListing.statuses[status]).toBe(listingStatusLabel(status));
  });

  it('the registration status, its button and the toasts of a register press (SPEC §2, §4)', () => {
    const now = '2030-01-10T00:00:00Z';
    const schedules: Record<RegistrationState, Parameters<typeof registrationStatus>[0]> = {
      ended: { startDate: '2030-01-01', endDate: '2030-01-05', registrationStart: null, registrationEnd: null },
      ongoing: { startDate: '2030-01-09', endDate: '2030-01-11', registrationStart: null, registrationEnd: null },
      upcoming: { startDate: '2030-02-01', endDate: null, registrationStart: '2030-01-20', registrationEnd: null },
      closed: { startDate: '2030-02-01', endDate: null, registrationStart: null, registrationEnd: '2030-01-05' },
      open: { startDate: '2030-02-01', endDate: null, registrationStart: '2030-01-01', registrationEnd: '2030-01-20' },
    };
    for (const [state, schedule] of Object.entries(schedules) as [RegistrationState, (typeof schedules)['open']][]) {
      const status = registrationStatus(schedule, now);
      expect(status.state).toBe(state);
      expect(en.registrationStatus[state]).toEqual({ message: status.message, buttonText: status.buttonText });
      if (state !== 'open') expect(en.registrationToasts[state]).toBe(registrationUnavailableToast(state));
    }
    expect(en.registrationToasts.other).toBe(registrationUnavailableToast('unknown'));
  });

  it("the landing's fixed content (SPEC §1, §2, §3)", () => {
    for (const category of CATEGORIES) {
      expect(en.categories.items[category.icon]).toEqual({ name: category.name, description: category.description });
    }
    for (const figure of HERO_FIGURES) expect(en.hero.figures[figure.key]).toBe(figure.label);
    for (const stat of HOW_IT_WORKS_STATS) {
      expect(en.howItWorks.stats[stat.key]).toEqual({ value: stat.value, label: stat.label });
    }
    for (const audience of ['participants', 'organizers'] as const) {
      const guide = HOW_IT_WORKS[audience];
      const worded = en.howItWorks[audience];
      expect(worded.toggleLabel).toBe(guide.toggleLabel);
      expect(worded.cta).toBe(guide.cta.label);
      expect(Object.values(worded.steps)).toEqual(guide.steps);
    }
    for (const group of BENEFIT_GROUPS) {
      const worded = en.benefits[group.id];
      expect([worded.heading, worded.intro, worded.cta]).toEqual([group.heading, group.intro, group.cta.label]);
      expect(Object.values(worded.items)).toEqual(group.benefits);
    }
    expect(Object.keys(en.testimonials.items)).toEqual(TESTIMONIALS.map((testimonial) => testimonial.name));
    for (const testimonial of TESTIMONIALS) {
      const worded = en.testimonials.items[testimonial.name as keyof typeof en.testimonials.items];
      expect(worded).toMatchObject({
        name: testimonial.name,
        role: testimonial.role,
        testimony: testimonial.testimony,
      });
    }
  });

  it("every route's title, and the document's title", () => {
    for (const route of APP_ROUTES) {
      if (route.title === null) continue;
      expect(en.app.routeTitles).toHaveProperty([route.title], route.title);
      expect(english.t('app.titleSuffix', { title: route.title })).toBe(documentTitle(route.title));
    }
    expect(english.t('app.productTitle')).toBe(PRODUCT_TITLE);
  });
});

describe('texts worded from parts say in English what the domain says', () => {
  const moments = [
    '2025-01-05T05:00:00Z',
    '2030-07-14T00:29:00Z',
    '2031-02-01T00:30:00Z',
    '2030-12-31T18:30:00Z',
    '2030-06-15T06:30:00Z',
    '2030-03-01T13:45:00Z',
    null,
    '',
    'not a date',
  ];

  it.each(moments)('the moment %s', (moment) => {
    expect(localEventDateTime(english.t, moment)).toBe(formatEventDateTime(moment));
    expect(localCardDate(english.t, cardDate(moment))).toBe(cardDate(moment));
  });

  it('the countdown, in every unit and past a thousand days', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    const offsets = [-1, 0, 30_000, 60_000, 59 * 60_000, 3_600_000, 5 * 3_600_000, 86_400_000, 1500 * 86_400_000];
    for (const offset of offsets) {
      expect(localCountdown(english.t, countdownLeft(now + offset, now))).toBe(countdownText(now + offset, now));
    }
  });

  it('the count line, its pages, and the card facts', () => {
    expect(english.t('eventsListing.count', { shown: '12', total: '1500' })).toBe(listingCountText(12, 1500, 1, 1));
    expect(english.t('eventsListing.countWithPages', { shown: '12', total: '1500', page: '2', pages: '125' })).toBe(
      listingCountText(12, 1500, 2, 125),
    );
    expect(english.t('eventsListing.maxParticipants', { total: '2500' })).toBe(maxParticipantsText(2500));
    expect(english.t('eventDetail.ageGroupValue', { min: '18', max: '60' })).toBe(
      ageGroupText({ minAge: 18, maxAge: 60 }),
    );
  });

  it("the filter chips (the filter's own value kept as typed)", () => {
    const chips = filterChips({
      search: 'Status: night - run',
      category: 'Cycling',
      city: 'Pune',
      status: 'ongoing',
      startDate: '',
      endDate: '2030-07-12',
    });
    for (const chip of chips) expect(localFilterChip(english.t, chip.label)).toBe(chip.label);
    expect(chips.map((chip) => localFilterChip(hindi.t, chip.label))).toEqual([
      'खोज: Status: night - run',
      'श्रेणी: Cycling',
      'शहर: Pune',
      'स्थिति: जारी',
      'तारीख़: कोई भी - 12/07/2030',
    ]);
  });
});

describe('Hindi, worded from the same parts', () => {
  it('keeps India’s clock and Latin digits, and says the part of the day', () => {
    expect(localEventDateTime(hindi.t, '2031-02-01T00:30:00Z')).toBe('1 फ़रवरी 2031, सुबह 6:00 बजे');
    expect(localEventDateTime(hindi.t, '2030-03-01T13:45:00Z')).toBe('1 मार्च 2030, शाम 7:15 बजे');
    expect(localEventDateTime(hindi.t, '2030-06-15T16:30:00Z')).toBe('15 जून 2030, रात 10:00 बजे');
    expect(localCardDate(hindi.t, cardDate('2030-07-14T00:29:00Z'))).toBe('रवि, 14 जुल॰ 2030');
  });

  it('has plural forms for the countdown', () => {
    expect(localCountdown(hindi.t, { unit: 'hours', count: 1 })).toBe('1 घंटा बाकी');
    expect(localCountdown(hindi.t, { unit: 'hours', count: 5 })).toBe('5 घंटे बाकी');
    expect(localCountdown(hindi.t, { unit: 'days', count: 1500 })).toBe('1,500 दिन बाकी');
  });
});

describe("after payment (issue 30 part 2): the English catalogue holds SPEC's texts of My Events, Your Registrations, the e-ticket and its dialogs, the group pass, My Orders, the invoice's page and offline", () => {
  it('holds every fixed text as the domain has it', () => {
    expectSection(en.myEvents, MY_EVENTS_TEXT);
    expectSection(en.myRegistrations, MY_REGISTRATIONS_TEXT);
    expectSection(en.eTicket, E_TICKET_TEXT);
    expectSection(en.cancelTicket, CANCEL_TEXT);
    expectSection(en.refundStatus, REFUND_STATUS_TEXT);
    expectSection(en.transfer, TRANSFER_TEXT);
    expectSection(en.acceptTransfer, ACCEPT_TRANSFER_TEXT);
    expectSection(en.editDetails, EDIT_DETAILS_TEXT);
    expectSection(en.categoryChange, CATEGORY_CHANGE_TEXT);
    expectSection(en.groupPass, GROUP_PASS_TEXT);
    expectSection(en.myOrders, MY_ORDERS_TEXT);
    expectSection(en.myOrders.labels, MY_ORDERS_TEXT.labels);
    expectSection(en.offline, OFFLINE_TEXT);
    expectSection(en.httpErrors, HTTP_ERROR_MESSAGES);
    // The invoice page's chrome; the document itself stays English in every language.
    const { documentNote: _note, ...chrome } = en.invoiceChrome;
    expect(INVOICE_TEXT).toMatchObject(chrome);
    expect(en.myRegistrations.badges).toEqual({
      registered: participantDisplayStatus('paid').label,
      paymentPending: participantDisplayStatus('pending').label,
      incomplete: participantDisplayStatus('failed').label,
    });
  });

  const worded: [string, Record<string, string | number>, string][] = [
    [
      'myEvents.addToCalendarFor',
      { title: 'Pune Half Marathon' },
      MY_EVENTS_TEXT.addToCalendarFor('Pune Half Marathon'),
    ],
    ['eTicket.viewFor', { name: 'Asha Runner' }, E_TICKET_TEXT.viewFor('Asha Runner')],
    ['eTicket.qrLabel', { name: 'Asha Runner' }, E_TICKET_TEXT.qrLabel('Asha Runner')],
    ['cancelTicket.cancelFor', { name: 'Asha' }, CANCEL_TEXT.cancelFor('Asha')],
    ['cancelTicket.feeKept', { percent: '10' }, CANCEL_TEXT.feeKept('10')],
    ['cancelTicket.doneDetail', { name: 'Asha' }, CANCEL_TEXT.doneDetail('Asha')],
    ['cancelTicket.creditNote', { number: 'CN-1' }, CANCEL_TEXT.creditNote('CN-1')],
    ['cancelTicket.policyOpenFull', { until: 'X' }, CANCEL_TEXT.policyOpen('X', '0')],
    ['cancelTicket.policyOpen', { until: 'X', percent: '25' }, CANCEL_TEXT.policyOpen('X', '25')],
    ['cancelTicket.policyClosed', { until: 'X' }, CANCEL_TEXT.policyClosed('X')],
    ['cancelTicket.refundLine', { amount: '₹900', status: 'Refunded' }, `${CANCEL_TEXT.refund}: ₹900 · Refunded`],
    ['transfer.transferFor', { name: 'Asha' }, TRANSFER_TEXT.transferFor('Asha')],
    ['transfer.withdrawFor', { name: 'Asha' }, TRANSFER_TEXT.withdrawFor('Asha')],
    ['transfer.intro', { name: 'Asha' }, TRANSFER_TEXT.intro('Asha')],
    [
      'transfer.sentDetail',
      { name: 'Ravi', mobile: '9876543210', until: 'X' },
      TRANSFER_TEXT.sentDetail('Ravi', '9876543210', 'X'),
    ],
    [
      'transfer.withdrawDetail',
      { name: 'Ravi', mobile: '9876543210' },
      TRANSFER_TEXT.withdrawDetail('Ravi', '9876543210'),
    ],
    [
      'transfer.pendingLine',
      { name: 'Ravi', mobile: '9876543210', until: 'X' },
      TRANSFER_TEXT.pendingLine('Ravi', '9876543210', 'X'),
    ],
    ['transfer.transferredTo', { name: 'Ravi' }, TRANSFER_TEXT.transferredTo('Ravi')],
    ['transfer.receivedFrom', { name: 'Ravi' }, TRANSFER_TEXT.receivedFrom('Ravi')],
    ['transfer.transferredCount', { count: '3' }, TRANSFER_TEXT.transferredCount(3)],
    ['transfer.policyOpen', { until: 'X' }, TRANSFER_TEXT.policyOpen('X')],
    ['acceptTransfer.from', { sender: 'Ravi' }, ACCEPT_TRANSFER_TEXT.from('Ravi')],
    ['acceptTransfer.acceptBy', { until: 'X' }, ACCEPT_TRANSFER_TEXT.acceptBy('X')],
    ['acceptTransfer.acceptedDetail', { event: 'Pune 10K' }, ACCEPT_TRANSFER_TEXT.acceptedDetail('Pune 10K')],
    ['editDetails.editFor', { name: 'Asha' }, EDIT_DETAILS_TEXT.editFor('Asha')],
    ['editDetails.updatedLine', { when: 'X' }, EDIT_DETAILS_TEXT.updatedLine('X')],
    ['editDetails.until', { until: 'X' }, EDIT_DETAILS_TEXT.until('X')],
    ['editDetails.nameChangesLeftOne', {}, EDIT_DETAILS_TEXT.nameChangesLeft(1)],
    ['editDetails.nameChangesLeft', { left: '3' }, EDIT_DETAILS_TEXT.nameChangesLeft(3)],
    ['editDetails.savedDetail', { event: 'Pune 10K' }, EDIT_DETAILS_TEXT.savedDetail('Pune 10K')],
    ['categoryChange.changeFor', { name: 'Asha' }, CATEGORY_CHANGE_TEXT.changeFor('Asha')],
    ['categoryChange.current', { category: '5K' }, CATEGORY_CHANGE_TEXT.current('5K')],
    ['categoryChange.pay', { amount: '1,180' }, CATEGORY_CHANGE_TEXT.pay('1,180')],
    ['categoryChange.refund', { amount: '1,180' }, CATEGORY_CHANGE_TEXT.refund('1,180')],
    ['categoryChange.confirmPay', { amount: '1,180' }, CATEGORY_CHANGE_TEXT.confirmPay('1,180')],
    ['categoryChange.doneDetail', { name: 'Asha', category: '10K' }, CATEGORY_CHANGE_TEXT.doneDetail('Asha', '10K')],
    ['categoryChange.changedLine', { from: '5K', to: '10K' }, CATEGORY_CHANGE_TEXT.changedLine('5K', '10K')],
    ['categoryChange.policyOpen', { until: 'X' }, CATEGORY_CHANGE_TEXT.policyOpen('X')],
    ['groupPass.leadOne', {}, GROUP_PASS_TEXT.lead(1)],
    ['groupPass.lead', { count: '4' }, GROUP_PASS_TEXT.lead(4)],
    ['groupPass.passOf', { name: 'Asha' }, GROUP_PASS_TEXT.passOf('Asha')],
    ['myOrders.viewInvoiceLabel', { orderUuid: 'o-1' }, MY_ORDERS_TEXT.viewInvoiceLabel('o-1')],
    [
      'myOrders.viewCreditNoteLabel',
      { number: 'CN-1', orderUuid: 'o-1' },
      MY_ORDERS_TEXT.viewCreditNoteLabel('CN-1', 'o-1'),
    ],
    [
      'myOrders.creditNoteAgainst',
      { invoiceNumber: 'INV-1', date: 'X' },
      MY_ORDERS_TEXT.creditNoteAgainst('INV-1', 'X'),
    ],
    ['offline.passesAsOf', { time: 'X' }, OFFLINE_TEXT.passesAsOf('X')],
  ];

  it.each(worded)('%s says what the domain says', (key, values, expected) => {
    expect(english.t(key as never, values)).toBe(expected);
  });

  it.each([0, 1, 2, 1500])('the counts of %i: events, cities, orders shown', (count) => {
    expect(english.t('myEvents.eventCount', { count })).toBe(MY_EVENTS_TEXT.eventCount(count));
    expect(english.t('myEvents.cityCount', { count })).toBe(MY_EVENTS_TEXT.cityCount(count));
    expect(english.t('myOrders.allShown', { count })).toBe(MY_ORDERS_TEXT.allShown(count));
  });

  it("the panel's count line, as it read before it had a catalogue", () => {
    const counts = english.t('myRegistrations.counts', { total: '3', completed: '2', pending: '1' });
    expect(counts + english.t('myRegistrations.cancelledCount', { count: '1' })).toBe(
      '3 attendee(s) · 2 completed · 1 pending · 1 cancelled',
    );
  });
});

describe('texts the machines word in English from parts, read back and worded in Hindi (localText)', () => {
  const kept = keptAtText('2026-11-28T16:11:00Z');

  it('leaves English as it came, word for word', () => {
    for (const text of [CANCEL_TEXT.cancelFor('Asha'), OFFLINE_TEXT.passesAsOf(kept), 'Asha Runner', kept]) {
      expect(localText(english, text)).toBe(text);
    }
  });

  it('words a fixed text, a text with a name, and one with a date, in Hindi', () => {
    expect(localText(hindi, CANCEL_TEXT.cancel)).toBe('टिकट रद्द करें');
    expect(localText(hindi, E_TICKET_TEXT.viewFor('Asha Runner'))).toBe('Asha Runner का ई-टिकट देखें');
    expect(localText(hindi, CANCEL_TEXT.doneDetail("D'Souza"))).toBe(
      "D'Souza का टिकट रद्द हो गया है और उसकी जगह खाली कर दी गई है।",
    );
    expect(kept).toBe('28 Nov 2026, 09:41 PM');
    expect(localText(hindi, OFFLINE_TEXT.passesAsOf(kept))).toBe(
      'ऑफ़लाइन — आपके पास 28 नव॰ 2026, रात 9:41 बजे के हिसाब से दिखाए जा रहे हैं',
    );
    expect(localText(hindi, CANCEL_TEXT.policyOpen(kept, '25'))).toBe(
      'आप भुगतान किया गया टिकट 28 नव॰ 2026, रात 9:41 बजे तक रद्द कर सकते हैं; इवेंट उसकी कीमत का 25% रखेगा।',
    );
    expect(localText(hindi, `${CANCEL_TEXT.refund}: ₹900 · ${REFUND_STATUS_TEXT.processed}`)).toBe(
      'रिफ़ंड: ₹900 · रिफ़ंड हो गया',
    );
  });

  it("words the domain's dates the Hindi way", () => {
    expect(localText(hindi, formatEventDateTime('2031-02-01T00:30:00Z'))).toBe('1 फ़रवरी 2031, सुबह 6:00 बजे');
    expect(localText(hindi, formatInvoiceDate('2025-01-05T10:00:00Z'))).toBe('5 जन॰ 2025');
    expect(localText(hindi, keptAtText('2026-11-28T06:30:00Z'))).toBe('28 नव॰ 2026, दोपहर 12:00 बजे');
  });

  it("keeps what it does not know as it came: a name, an amount, a server's own message", () => {
    for (const text of ['Asha Runner', '₹1,00,000', 'Order is locked by the bank']) {
      expect(localText(hindi, text)).toBe(text);
    }
    // A name in a worded text stays the data's, even when it reads like another screen's text (a testimonial).
    expect(localText(hindi, E_TICKET_TEXT.viewFor('Meera Iyer'))).toBe('Meera Iyer का ई-टिकट देखें');
  });
});

describe("account and booking (issue 30 part 2): the English catalogue holds SPEC's texts of sign-in, the profile, the attendee form, the order summary and payment", () => {
  it('holds every fixed text as the domain has it', () => {
    const { otpLabel: _otp, ...signInOtp } = SIGNIN_OTP_TEXTS;
    expectSection(en.signInOtp, signInOtp);
    expectSection(en.authToasts, {
      ...AUTH_SUCCESS_TEXTS,
      ...AUTH_FLOW_TEXTS,
      invalidCredentials: INVALID_CREDENTIALS,
    });
    expect(en.authToasts.failures).toEqual(AUTH_FAILURE_DEFAULTS);
    expect(en.authValidation).toEqual({
      mobile: MOBILE_MESSAGES,
      mpin: MPIN_MESSAGES,
      resetMpin: RESET_MPIN_MESSAGES,
      changeMpin: CHANGE_MPIN_MESSAGES,
      otp: OTP_MESSAGES,
      fullName: FULL_NAME_MESSAGES,
      email: EMAIL_MESSAGES,
      username: USERNAME_MESSAGES,
      weakMpin: WEAK_MPIN_MESSAGE,
    });
    expectSection(en.yourData, {
      ...YOUR_DATA_TEXT,
      ...PRIVACY_TEXTS,
      deletionSummary: ACCOUNT_DELETION_NOTICE.summary,
    });
    expect(Object.values(en.yourData.deletionFacts)).toEqual(ACCOUNT_DELETION_NOTICE.facts);
    expectSection(en.consentNotice, CONSENT_NOTICE);
    expect(en.register.stepLabels).toEqual(REGISTRATION_STEP_LABELS);
    expectSection(en.booking, BOOKING_TEXT);
    expectSection(en.attendeeForm.pinLookup, PIN_LOOKUP_TEXT);
    expectSection(en.attendeeForm.upload, UPLOAD_TEXT);
    expectSection(en.attendeeForm.submit, SUBMIT_TEXT);
    expectSection(en.attendeeForm.selfPrefill, SELF_PREFILL_TEXT);
    expectSection(en.attendeeForm.savedAttendees, SAVED_ATTENDEES_TEXT);
    expectSection(en.attendeeForm.guardian, GUARDIAN_TEXT);
    expectSection(en.attendeeForm.messages, ATTENDEE_MESSAGES);
    expectSection(en.attendeeForm.toasts, ATTENDEE_TOASTS);
    expectSection(en.attendeeForm.pinCode, PIN_CODE_MESSAGES);
    expectSection(en.attendeeForm.pinLookupMessages, PIN_LOOKUP_MESSAGES);
    expect(en.waiver.title).toBe(WAIVER_TITLE);
    expect(en.waiver.accept).toBe(WAIVER_CHECKBOX_LABEL);
    expect(Object.values(en.waiver.paragraphs)).toEqual(WAIVER_PARAGRAPHS);
    expectSection(en.orderSummary, ORDER_SUMMARY_TEXT);
    expectSection(en.promo, PROMO_TEXT);
    const { productName: _name, themeColour: _colour, ...checkout } = CHECKOUT_TEXT;
    expectSection(en.checkout, { ...checkout, refundOrderChanged: REFUND_REASON_ORDER_CHANGED });
  });

  const worded: [string, Record<string, string | number>, string][] = [
    ['authToasts.otpCooldown', { seconds: 27 }, otpCooldownMessage(27)],
    ['booking.maxTickets', { limit: 10 }, BOOKING_TEXT.maxTickets(10)],
    ['booking.heldFor', { time: '14:59' }, BOOKING_TEXT.heldFor('14:59')],
    [
      'attendeeForm.pinLookup.found',
      { city: 'Pune', state: 'Maharashtra' },
      PIN_LOOKUP_TEXT.found('Pune', 'Maharashtra'),
    ],
    ['attendeeForm.upload.uploading', { percent: 40 }, UPLOAD_TEXT.uploading(40)],
    [
      'attendeeForm.upload.failedToast',
      { fileName: 'id.png', reason: 'Too large' },
      UPLOAD_TEXT.failedToast('id.png', 'Too large'),
    ],
    ['attendeeForm.upload.failedCount', { count: 2 }, UPLOAD_TEXT.failedCount(2)],
    ['attendeeForm.savedAttendees.forget', { name: 'Asha' }, SAVED_ATTENDEES_TEXT.forget('Asha')],
    ['attendeeForm.messages.required', { label: 'Full Name' }, ATTENDEE_MESSAGES.required('Full Name')],
    ['attendeeForm.messages.minAge', { years: 18 }, ATTENDEE_MESSAGES.minAge(18)],
    ['attendeeForm.messages.maxAge', { years: 60 }, ATTENDEE_MESSAGES.maxAge(60)],
    ['orderSummary.deleteLabel', { name: 'Asha' }, ORDER_SUMMARY_TEXT.deleteLabel('Asha')],
    ['orderSummary.heldFor', { time: '09:30' }, ORDER_SUMMARY_TEXT.heldFor('09:30')],
    ['promo.applied', { code: 'RUN10' }, PROMO_TEXT.applied('RUN10')],
    ['promo.discountLine', { code: 'RUN10' }, PROMO_TEXT.discountLine('RUN10')],
    ['promo.minTickets', { count: 3 }, PROMO_TEXT.minTickets(3)],
    ['checkout.pay', { amount: '₹1,180.00' }, CHECKOUT_TEXT.pay('₹1,180.00')],
  ];

  it.each(worded)('%s says what the domain says', (key, values, text) => {
    expect(english.t(key as never, values)).toBe(text);
  });

  it("words the booking's row heading and the breakdown's lines as the domain does", () => {
    const ticket = { key: '10K Run#2', category: '10K Run', position: 2, status: 'pending' as const };
    const tickets = [
      ticket,
      { ...ticket, key: '10K Run#1', position: 1 },
      { ...ticket, key: '10K Run#3', position: 3 },
    ];
    const heading = ticketHeading(
      { ...ticket, participantUuid: null, attendeeName: null, holdExpiresAt: null, answers: null },
      tickets.map((row) => ({ ...row, participantUuid: null, attendeeName: null, holdExpiresAt: null, answers: null })),
    );
    expect(english.t('booking.attendeeHeading', { position: 2, count: 3, category: '10K Run' })).toBe(heading);
    const lines = breakdownLines(
      computeCharges({ ticketTotalPaise: 100_000, platformFeePaise: 1_000, supplyType: 'intra_state' }),
      2,
    );
    const labels = lines.map((line) => line.label);
    expect(labels).toContain(english.t('orderSummary.lines.tickets', { count: 2 }));
    for (const key of [
      'platformFee',
      'convenienceCharge',
      'gstOnConvenience',
      'cgstOnPlatform',
      'sgstOnPlatform',
    ] as const) {
      expect(labels).toContain(en.orderSummary.lines[key]);
    }
  });
});

describe('account and booking texts the domain words in English, read back and worded in Hindi (localWording)', () => {
  it('leaves English as it came', () => {
    for (const text of [
      ATTENDEE_MESSAGES.required('Full Name'),
      PIN_LOOKUP_TEXT.found('Pune', 'Maharashtra'),
      'Asha',
    ]) {
      expect(localWording(english, text)).toBe(text);
    }
  });

  it("words SPEC §5's messages, the toasts and the booking's worded texts in Hindi, keeping the data's parts", () => {
    expect(localWording(hindi, MOBILE_MESSAGES.invalid)).toBe('कृपया 10 अंकों का सही मोबाइल नंबर डालें');
    expect(localWording(hindi, ATTENDEE_MESSAGES.required('Full Name'))).toBe('Full Name भरना ज़रूरी है');
    expect(localWording(hindi, ATTENDEE_MESSAGES.minAge(18))).toBe('उम्र कम से कम 18 साल होनी चाहिए');
    expect(localWording(hindi, PIN_CODE_MESSAGES.startsWithZero)).toBe('पिनकोड 0 से शुरू नहीं हो सकता');
    expect(localWording(hindi, PIN_LOOKUP_TEXT.found('Pune', 'Maharashtra'))).toBe('जगह मिल गई: Pune, Maharashtra');
    expect(localWording(hindi, BOOKING_TEXT.heldFor('14:59'))).toBe('आपकी जगहें 14:59 तक आपके लिए रुकी हैं');
    expect(localWording(hindi, 'Attendee 1 of 2 — 10K Run')).toBe('प्रतिभागी 1/2 — 10K Run');
    expect(localWording(hindi, PROMO_TEXT.applied('RUN10'))).toBe('प्रोमो कोड RUN10 लागू हो गया');
    expect(localWording(hindi, otpCooldownMessage(27))).toBe('दूसरा OTP माँगने से पहले 27 सेकंड रुकें');
    expect(localWording(hindi, 'Tickets (2)')).toBe('टिकट (2)');
  });

  it("keeps a server's own message as it came", () => {
    expect(localWording(hindi, 'Order is locked by the bank')).toBe('Order is locked by the bank');
  });
});
