import { PageContainer } from '../../ui/PageContainer';
import './about-us.css';

const STATS = [
  { value: '50K+', label: 'Active users' },
  { value: '500+', label: 'Events' },
  { value: '25+', label: 'Cities' },
  { value: '4.8', label: 'Rating' },
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
        <address className="about-contact">
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
