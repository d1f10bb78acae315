import { cancellationDeadlineText, feePercentText } from '../../src/domain/ticket-cancellation';
import type { EventCategory } from '../db/schema';
import type { DemoSubEventSpec } from './demo-catalogue';
import type { DemoVenue } from './demo-places';

// The HTML below is what an organiser's rich-text editor produces; the app sanitizes it before
// rendering, so it deliberately uses only ordinary formatting tags.

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

const CATEGORY_INTRO: Record<EventCategory, string> = {
  Athletic: 'Whether it is your first start line or your fiftieth, the course is built for a personal best.',
  Cycling:
    'Bring a road bike, a hybrid or a mountain bike in good working order; every rider gets support on the road.',
  Triathlon: 'Three disciplines, one finish line: transitions are part of the race, so rehearse them.',
  Swimming: 'Every swimmer is watched over by certified lifeguards; swim at your own pace and raise an arm for help.',
  'Yoga & Fitness':
    'Sessions are led by certified instructors and adapted for every level, from first-timers to regulars.',
  'Team Sports': 'Register as a player; teams are formed by the organisers where needed so nobody sits out.',
};

const CATEGORY_RULES: Record<EventCategory, readonly string[]> = {
  Athletic: [
    'Wear your bib on the front, fully visible; bibs cannot be transferred.',
    'Cut-off times are enforced; runners behind the sweeper vehicle must board it.',
    'No headphones in the first kilometre, and none at all for timed elites.',
    'Follow marshals and stay on the marked course.',
  ],
  Cycling: [
    'A certified helmet is compulsory at all times on the bike.',
    'Ride on the left and overtake on the right with a clear call.',
    'Front and rear lights are compulsory for rides starting before sunrise or after sunset.',
    'Drafting behind vehicles is not allowed.',
  ],
  Triathlon: [
    'Swim caps and timing chips provided at kit collection must be worn.',
    'Helmets must be buckled before unracking the bike and until it is racked again.',
    'Drafting on the bike leg is not allowed outside relay categories.',
    'Nudity in transition is not permitted; use the change tents.',
  ],
  Swimming: [
    'A medical fitness certificate is required at check-in.',
    'Swimmers must wear the cap issued by the organisers.',
    'Fins, paddles and snorkels are not allowed in timed categories.',
    'Anyone may be taken out of the water by the safety team at its discretion.',
  ],
  'Yoga & Fitness': [
    'Arrive 20 minutes before the session for check-in and warm-up.',
    'Tell the instructor about any injury, pregnancy or medical condition.',
    'Mobile phones on silent during sessions.',
  ],
  'Team Sports': [
    'Players must carry a government photo ID for verification.',
    'The referee’s decision is final; misconduct leads to disqualification of the player.',
    'Teams must report 30 minutes before their first fixture.',
    'Studs and spikes are allowed only where the surface permits.',
  ],
};

const CATEGORY_TAKEAWAYS: Record<EventCategory, readonly string[]> = {
  Athletic: ['Finisher medal', 'Dri-fit event T-shirt', 'Timing certificate (e-certificate)', 'Race-day photographs'],
  Cycling: ['Finisher medal', 'Cycling jersey', 'Ride certificate with timing', 'Event photographs'],
  Triathlon: ['Finisher medal', 'Tri-suit tee', 'Split times for every leg', 'Race photographs'],
  Swimming: ['Finisher medal', 'Swim cap', 'Timing certificate', 'Event photographs'],
  'Yoga & Fitness': ['Participation certificate', 'Event T-shirt', 'Healthy breakfast'],
  'Team Sports': ['Team jersey', 'Participation certificate', 'Trophies for the top three teams'],
};

const CATEGORY_FACILITIES: Record<EventCategory, readonly string[]> = {
  Athletic: [
    'Hydration stations every 2.5 km',
    'Medical support and ambulances',
    'Baggage counter',
    'Toilets at start and finish',
    'Physiotherapy zone',
  ],
  Cycling: [
    'Mechanic support vehicles',
    'Hydration and fruit stops',
    'Medical support',
    'Bike parking and security',
    'Toilets at the start',
  ],
  Triathlon: [
    'Secured transition area',
    'Lifeguards and rescue boats',
    'Hydration on bike and run',
    'Medical support',
    'Changing tents',
  ],
  Swimming: ['Lifeguards and safety boats', 'Changing rooms and showers', 'Medical support', 'Baggage counter'],
  'Yoga & Fitness': ['Drinking water', 'Changing rooms', 'First aid', 'Parking'],
  'Team Sports': ['Drinking water', 'First aid and physiotherapy', 'Changing rooms', 'Spectator seating', 'Parking'],
};

export function describeEvent(spec: DemoSubEventSpec, venue: DemoVenue): string {
  return [
    `<h2>${escapeHtml(spec.eventTitle)}</h2>`,
    `<p>${escapeHtml(spec.summary)} ${escapeHtml(CATEGORY_INTRO[spec.category])}</p>`,
    `<h3>Highlights</h3>`,
    list(spec.highlights),
    `<p>Venue: <strong>${escapeHtml(venue.venue)}</strong>, ${escapeHtml(venue.city)}, ${escapeHtml(venue.state)} ${venue.pincode}.</p>`,
  ].join('\n');
}

export function describeSubEvent(spec: DemoSubEventSpec): string {
  const categories = spec.categories?.length
    ? `<p>Categories: ${spec.categories.map(([label]) => `<strong>${escapeHtml(label)}</strong>`).join(', ')}.</p>`
    : '';
  return [`<p>${escapeHtml(spec.name)}: ${escapeHtml(spec.summary)}</p>`, categories].filter(Boolean).join('\n');
}

export function rulesFor(spec: Pick<DemoSubEventSpec, 'category' | 'minAge' | 'maxAge'>): string {
  const ageRule =
    spec.minAge !== undefined || spec.maxAge !== undefined
      ? [`Participants must be between ${spec.minAge ?? 0} and ${spec.maxAge ?? 100} years old on the event day.`]
      : [];
  return [
    '<h3>Rules and regulations</h3>',
    list([...CATEGORY_RULES[spec.category], ...ageRule]),
    '<p>Participants under 18 are deemed to have the consent of a parent or guardian.</p>',
  ].join('\n');
}

/**
 * The event's refund and cancellation text. An event that lets a buyer cancel (issue 28,
 * demo-cancellation-policies.ts) says how; every other keeps SPEC §9's policy facts.
 */
export function refundPolicyFor(
  spec: Pick<DemoSubEventSpec, 'feeRupees'>,
  cancellation: { cancellableUntil: Date | null; cancellationFeeBps: number },
): string {
  if (spec.feeRupees === 0) {
    return '<p>This is a free event: there is nothing to refund. Please cancel your ticket if you cannot attend so that someone else can take your place.</p>';
  }
  const cancelling =
    cancellation.cancellableUntil === null
      ? 'Reservations are non-refundable and non-transferable once confirmed.'
      : `You can cancel a paid ticket from Your Registrations until ${cancellationDeadlineText(cancellation.cancellableUntil)} (India time). ${
          cancellation.cancellationFeeBps === 0
            ? 'The ticket price is refunded in full'
            : `The event keeps ${feePercentText(cancellation.cancellationFeeBps)}% of the ticket price and refunds the rest`
        }, with its GST, within 5–7 working days; booking fees and convenience charges are not refunded.`;
  return [
    '<h3>Refund and cancellation</h3>',
    list([
      'If your application is rejected, the entry fee is refunded within 14 working days, minus processing charges.',
      cancelling,
      'If the event is cancelled by the organisers, the entry fee is refunded in full.',
    ]),
    '<p>This policy is effective from August 22, 2022.</p>',
  ].join('\n');
}

export function additionalInfoFor(spec: DemoSubEventSpec, venue: DemoVenue): string {
  return [
    '<h3>Kit collection</h3>',
    `<p>Collect your kit at ${escapeHtml(venue.venue)} on the two days before the event, 10:00 am to 7:00 pm. Bring the confirmation e-mail and a photo ID.</p>`,
    '<h3>Getting there</h3>',
    `<p>Public transport is recommended; limited parking is available near the venue in ${escapeHtml(venue.city)}.</p>`,
  ].join('\n');
}

export function cashPrizeDescriptionFor(spec: DemoSubEventSpec): string | null {
  if (!spec.cashPrizeRupees) return null;
  const purse = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(
    spec.cashPrizeRupees,
  );
  return [
    `<p>Total prize purse: <strong>${purse}</strong>.</p>`,
    list(['First place: 50% of the purse', 'Second place: 30% of the purse', 'Third place: 20% of the purse']),
    '<p>Prizes are paid by bank transfer after verification, subject to TDS.</p>',
  ].join('\n');
}

export const takeawaysFor = (spec: Pick<DemoSubEventSpec, 'category'>): string[] => [
  ...CATEGORY_TAKEAWAYS[spec.category],
];
export const facilitiesFor = (spec: Pick<DemoSubEventSpec, 'category'>): string[] => [
  ...CATEGORY_FACILITIES[spec.category],
];
