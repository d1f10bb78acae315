import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../ui/internal-link';
import { ArrowRightIcon } from '../../ui/icons';
import { CategoryIcon } from './category-icon';
import { CATEGORIES } from './landing-content';

/** SPEC §2: the cards do not filter by category; each leads to the full listing. */
export function Categories() {
  const { t } = useTranslation();
  return (
    <section id="categories" className="landing-section" aria-labelledby="categories-heading">
      <div className="container">
        <header className="landing-section__header">
          <p className="landing-section__eyebrow">{t('categories.eyebrow')}</p>
          <h2 id="categories-heading" className="landing-section__heading">
            {t('categories.heading')}
          </h2>
          <p className="landing-section__intro">{t('categories.intro')}</p>
        </header>

        <ul className="card-list card-list--stepped">
          {CATEGORIES.map((category) => (
            <li key={category.id}>
              <InternalLink
                href="/events"
                className="category-card"
                aria-label={t('categories.cardLabel', { category: t(`categories.items.${category.icon}.name`) })}
              >
                <span className="category-card__icon" style={{ color: category.color }}>
                  <CategoryIcon name={category.icon} />
                </span>
                <span className="category-card__name">{t(`categories.items.${category.icon}.name`)}</span>
                <span className="category-card__description">{t(`categories.items.${category.icon}.description`)}</span>
                <span className="category-card__footer">
                  <span className="category-card__count">
                    {t('categories.count', { count: String(category.count) })}
                  </span>
                  <ArrowRightIcon size={18} />
                </span>
              </InternalLink>
            </li>
          ))}
        </ul>

        <div className="landing-section__footer">
          <InternalLink href="/events" className="button button--secondary">
            {t('categories.viewAll')}
          </InternalLink>
        </div>
      </div>
    </section>
  );
}
