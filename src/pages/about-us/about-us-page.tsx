import { InternalLink } from '../../ui/internal-link';
import { PageContainer } from '../../ui/page-container';
import './about-us.css';

const STATS = [
  { value: '50K+', label: 'Active users' },
  { value: '500+', label: 'Events' },
  { value: '25+', label: 'Cities' },
  { value: '4.8', label: 'Rating' },
] as const;

const OFFERS = [
  {
    title: 'For participants',
    text: 'Find runs, rides, triathlons, swims, yoga sessions and team sports near you, register everyone in your group in one order, pay securely and keep every ticket and GST invoice in one place.',
  },
  {
    title: 'For organisers',
    text: 'Reach more people, collect exactly the attendee details you need, follow registrations on a dashboard and receive payouts, without building a website of your own.',
  },
  {
    title: 'For vendors and pacers',
    text: 'Meet the runners and riders who need your kit, nutrition, timing or pacing, at the events they have already chosen.',
  },
] as const;

const VALUES = [
  { title: 'Athletes first', text: 'Every screen is built so that booking a race takes minutes, not evenings.' },
  {
    title: 'Trust in every rupee',
    text: 'Clear prices, GST invoices and payments confirmed before a ticket is issued.',
  },
  {
    title: 'Grow the community',
    text: 'We help organisers, vendors and pacers reach the people who love their sport.',
  },
] as const;

const TEAM = [
  { name: 'Ananya Iyer', role: 'Co-founder & CEO' },
  { name: 'Rohan Kulkarni', role: 'Co-founder & CTO' },
  { name: 'Meera Shah', role: 'Head of Partnerships' },
] as const;

export interface AboutUsContact {
  name: string;
  email: string;
  phone: string;
  addressLines: readonly string[];
}

export default function AboutUsPage({ contact }: { contact: AboutUsContact }) {
  return (
    <PageContainer
      heading="About Us"
      subtitle="We connect organisers, vendors, pacers and runners with people who love to move."
    >
      <dl className="about-stats">
        {STATS.map((stat) => (
          <div key={stat.label} className="about-stats__tile">
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>

      <section className="about-section" aria-labelledby="about-story">
        <h2 id="about-story">Our story</h2>
        <div className="prose">
          <p>
            Startline began with a simple frustration: signing up for a race in India meant hunting through social media
            posts, filling in long forms and waiting for a confirmation that might never come. We built one place to
            discover sports and fitness events across India, register in minutes and pay in rupees with a proper GST
            invoice.
          </p>
          <p>
            Today people use Startline to find and book events in more than 25 cities, and organisers use it to fill
            their start lines.
          </p>
        </div>
      </section>

      <section className="about-section" aria-labelledby="about-offers">
        <h2 id="about-offers">What we do</h2>
        <ul className="card-list">
          {OFFERS.map((offer) => (
            <li key={offer.title} className="about-cards__card">
              <h3>{offer.title}</h3>
              <p>{offer.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="about-section" aria-labelledby="about-values">
        <h2 id="about-values">Our values</h2>
        <ul className="card-list">
          {VALUES.map((value) => (
            <li key={value.title} className="about-cards__card">
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="about-section" aria-labelledby="about-team">
        <h2 id="about-team">Our team</h2>
        <ul className="card-list">
          {TEAM.map((member) => (
            <li key={member.name} className="about-cards__card">
              <h3>{member.name}</h3>
              <p>{member.role}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="about-section" aria-labelledby="about-contact">
        <h2 id="about-contact">Contact</h2>
        <p className="about-contact__intro">
          Questions about an event, a booking or your data? Our support team is here 24/7. New here? Start with the{' '}
          <InternalLink href="/registration-guide">registration guide</InternalLink>.
        </p>
        <address className="about-contact">
          <strong>{contact.name}</strong>
          {contact.addressLines.map((line) => (
            <span key={line}>{line}</span>
          ))}
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
          <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a>
        </address>
      </section>
    </PageContainer>
  );
}
