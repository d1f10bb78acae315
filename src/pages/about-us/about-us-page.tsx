import { useTranslation } from 'react-i18next';
import { LinkedText } from '../../ui/linked-text';
import { PageContainer } from '../../ui/page-container';
import './about-us.css';

// The page's words are in the catalogue (pages.json, 'aboutUs'); the figures are not wording.
const STATS = [
  { value: '50K+', key: 'users' },
  { value: '500+', key: 'events' },
  { value: '25+', key: 'cities' },
  { value: '4.8', key: 'rating' },
] as const;

const OFFERS = ['participants', 'organisers', 'vendors'] as const;

const VALUES = ['athletes', 'trust', 'community'] as const;

/** The team's names are printed in the reader's script, as the landing's testimonials are. */
const TEAM = ['ceo', 'cto', 'partnerships'] as const;

export interface AboutUsContact {
  name: string;
  email: string;
  phone: string;
  addressLines: readonly string[];
}

export default function AboutUsPage({ contact }: { contact: AboutUsContact }) {
  const { t } = useTranslation();
  return (
    <PageContainer heading={t('aboutUs.heading')} subtitle={t('aboutUs.subtitle')}>
      <dl className="about-stats">
        {STATS.map((stat) => (
          <div key={stat.key} className="about-stats__tile">
            <dt>{t(`aboutUs.stats.${stat.key}`)}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>

      <section className="about-section" aria-labelledby="about-story">
        <h2 id="about-story">{t('aboutUs.storyHeading')}</h2>
        <div className="prose">
          <p>{t('aboutUs.story1')}</p>
          <p>{t('aboutUs.story2')}</p>
        </div>
      </section>

      <section className="about-section" aria-labelledby="about-offers">
        <h2 id="about-offers">{t('aboutUs.offersHeading')}</h2>
        <ul className="card-list">
          {OFFERS.map((offer) => (
            <li key={offer} className="about-cards__card">
              <h3>{t(`aboutUs.offers.${offer}.title`)}</h3>
              <p>{t(`aboutUs.offers.${offer}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="about-section" aria-labelledby="about-values">
        <h2 id="about-values">{t('aboutUs.valuesHeading')}</h2>
        <ul className="card-list">
          {VALUES.map((value) => (
            <li key={value} className="about-cards__card">
              <h3>{t(`aboutUs.values.${value}.title`)}</h3>
              <p>{t(`aboutUs.values.${value}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="about-section" aria-labelledby="about-team">
        <h2 id="about-team">{t('aboutUs.teamHeading')}</h2>
        <ul className="card-list">
          {TEAM.map((member) => (
            <li key={member} className="about-cards__card">
              <h3>{t(`aboutUs.team.${member}.name`)}</h3>
              <p>{t(`aboutUs.team.${member}.role`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="about-section" aria-labelledby="about-contact">
        <h2 id="about-contact">{t('aboutUs.contactHeading')}</h2>
        <p className="about-contact__intro">
          <LinkedText text={t('aboutUs.contactIntro')} />
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
