// Fixed marketing content of the landing page (SPEC §1 figures, §2 sections, §3 categories and
// testimonials). Not fetched: the product ships these texts.

export type CategoryIconName = 'running' | 'cycling' | 'triathlon' | 'swimming' | 'yoga' | 'team';

export interface Category {
  id: number;
  name: string;
  icon: CategoryIconName;
  count: number;
  description: string;
  /** Tint of the icon badge. */
  color: string;
}

export const CATEGORIES: readonly Category[] = [
  {
    id: 1,
    name: 'Running',
    icon: 'running',
    count: 140,
    description: 'From 5Ks to full marathons — discover runs that match your level and fuel your fire.',
    color: '#c2410c',
  },
  {
    id: 2,
    name: 'Cycling',
    icon: 'cycling',
    count: 95,
    description: 'Join thrilling road races, endurance tours, and scenic rides across India.',
    color: '#0f766e',
  },
  {
    id: 3,
    name: 'Triathlon',
    icon: 'triathlon',
    count: 35,
    description: 'Test your limits across swimming, cycling, and running — all in one epic event.',
    color: '#7c3aed',
  },
  {
    id: 4,
    name: 'Swimming',
    icon: 'swimming',
    count: 42,
    description: 'Compete in pool meets and open-water swims designed for all levels.',
    color: '#0369a1',
  },
  {
    id: 5,
    name: 'Yoga & Fitness',
    icon: 'yoga',
    count: 68,
    description: 'Breathe, stretch, and sweat in events focused on physical and mental wellness.',
    color: '#be185d',
  },
  {
    id: 6,
    name: 'Team Sports',
    icon: 'team',
    count: 56,
    description: 'Join leagues, tournaments, and friendly matches that celebrate team spirit.',
    color: '#15803d',
  },
];

export const HERO_FIGURES = [
  { key: 'activeUsers', value: '20K+', label: 'Active users' },
  { key: 'eventsCompleted', value: '1500+', label: 'Events completed' },
  { key: 'wouldJoinAgain', value: '95%', label: 'Would join again' },
] as const;

export type Audience = 'participants' | 'organizers';

export interface Step {
  title: string;
  description: string;
}

export interface AudienceGuide {
  toggleLabel: string;
  steps: readonly [Step, Step, Step];
  cta: { label: string; href: string };
}

export const HOW_IT_WORKS: Record<Audience, AudienceGuide> = {
  participants: {
    toggleLabel: 'For Participants',
    steps: [
      {
        title: 'Discover Events',
        description: 'Browse runs, rides, swims and more near you, filtered by category, city and date.',
      },
      {
        title: 'Register & Pay',
        description: 'Book tickets for yourself and your friends, fill in each attendee once, and pay securely online.',
      },
      {
        title: 'Participate & Share',
        description: 'Show up on race day, keep your tickets and GST invoices in one place, and share the finish.',
      },
    ],
    cta: { label: 'Browse Events', href: '/events' },
  },
  organizers: {
    toggleLabel: 'For Organizers',
    steps: [
      {
        title: 'Create & Configure',
        description: 'Set up your event, ticket categories, pricing and registration form in minutes.',
      },
      {
        title: 'Promote & Manage',
        description: 'Reach thousands of active participants and follow registrations and payments live.',
      },
      {
        title: 'Grow & Scale',
        description: 'Use analytics and fast payouts to make every edition bigger than the last.',
      },
    ],
    cta: { label: 'Create Your Event Today', href: '/organizer' },
  },
};

export const HOW_IT_WORKS_STATS = [
  { key: 'setup', value: '2 Min', label: 'Average setup time' },
  { key: 'listed', value: '500+', label: 'Events listed' },
  { key: 'monthly', value: '10K+', label: 'Monthly users' },
  { key: 'support', value: '24/7', label: 'Customer support' },
] as const;

export interface Testimonial {
  name: string;
  role: string;
  testimony: string;
  rating: 1 | 2 | 3 | 4 | 5;
  type: 'participant' | 'organizer';
}

/** The most a testimonial can be rated (SPEC §2: a rating out of 5). */
export const MAX_RATING = 5;

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Priya Raghavan',
    role: 'Marathoner, Chennai',
    testimony:
      'I booked my first full marathon and three friends’ 10K tickets in one go. The invoices were waiting in My Orders before I even finished my coffee.',
    rating: 5,
    type: 'participant',
  },
  {
    name: 'Kavya Nair',
    role: 'Race director, Kochi Coastal Run',
    testimony:
      'Our registrations doubled in the first season and the payout reports finally match our bank statements. Our volunteers love it.',
    rating: 4,
    type: 'organizer',
  },
  {
    name: 'Arjun Mehta',
    role: 'Cyclist, Pune',
    testimony:
      'Finding weekend rides outside the city used to mean ten WhatsApp groups. Now I filter by cycling and I am registered in two minutes.',
    rating: 5,
    type: 'participant',
  },
  {
    name: 'Sandeep Kulkarni',
    role: 'Founder, Deccan Triathlon Club',
    testimony:
      'Relay teams, age groups and T-shirt sizes used to live in five spreadsheets. One registration form now collects all of it, and GST invoices go out on their own.',
    rating: 5,
    type: 'organizer',
  },
  {
    name: 'Meera Iyer',
    role: 'Yoga teacher, Bengaluru',
    testimony:
      'My students found our free sunrise sessions at Cubbon Park through Startline. Half of them now come every month and bring a friend.',
    rating: 4,
    type: 'participant',
  },
];

export interface Benefit {
  title: string;
  description: string;
}

export interface BenefitGroup {
  id: 'participants' | 'organizers';
  heading: string;
  intro: string;
  benefits: readonly Benefit[];
  cta: { label: string; href: string };
}

/** SPEC §2 landing 7 and §1: what participants and organizers get. */
export const BENEFIT_GROUPS: readonly [BenefitGroup, BenefitGroup] = [
  {
    id: 'participants',
    heading: 'For participants',
    intro: 'Everything between finding a start line and crossing the finish, in one place.',
    benefits: [
      {
        title: 'Events near you, verified',
        description:
          'Runs, rides, swims, yoga and leagues across 25+ Indian cities, each with its date, venue and fee up front.',
      },
      {
        title: 'One booking for the whole crew',
        description: 'Register yourself, family and friends in one go, each in the right ticket category.',
      },
      {
        title: 'Secure payments in rupees',
        description: 'Pay online through a trusted payment gateway, with the full GST breakup shown before you pay.',
      },
      {
        title: 'Tickets and invoices on hand',
        description: 'My Events and My Orders keep every ticket and GST invoice ready for race-day check-in.',
      },
    ],
    cta: { label: 'Create your free account', href: '/register' },
  },
  {
    id: 'organizers',
    heading: 'For organizers',
    intro: '500+ organizers reach 10K+ monthly visitors here, with 98% satisfaction.',
    benefits: [
      {
        title: 'Wider reach',
        description:
          'Put your event in front of runners, riders and fitness lovers already looking for their next challenge.',
      },
      {
        title: 'A dashboard for every edition',
        description: 'Ticket categories, registration forms and attendee lists, managed from one dashboard.',
      },
      {
        title: 'Analytics that help you grow',
        description:
          'See where registrations come from and which categories fill first, and plan the next edition with it.',
      },
      {
        title: 'Fast, reconciled payouts',
        description: 'Collections settle to your bank account with reports that match every order and GST invoice.',
      },
    ],
    cta: { label: 'Create Your Event Today', href: '/organizer' },
  },
];
