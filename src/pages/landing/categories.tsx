import { InternalLink } from '../../ui/internal-link';
import { ArrowRightIcon } from '../../ui/icons';
import { CategoryIcon } from './category-icon';
import { CATEGORIES } from './landing-content';

/** SPEC §2: the cards do not filter by category; each leads to the full listing. */
export function Categories() {
  return (
    <section id="categories" className="landing-section" aria-labelledby="categories-heading">
      <div className="container">
        <header className="landing-section__header">
          <p className="landing-section__eyebrow">Categories</p>
          <h2 id="categories-heading" className="landing-section__heading">
            Explore by Categories
          </h2>
          <p className="landing-section__intro">
            Find the perfect event based on your passion, pace, and personality. From solo endurance challenges to team
            thrills — pick your path!
          </p>
        </header>

        <ul className="card-list card-list--stepped">
          {CATEGORIES.map((category) => (
            <li key={category.id}>
              <InternalLink href="/events" className="category-card" aria-label={`View ${category.name} events`}>
                <span className="category-card__icon" style={{ color: category.color }}>
                  <CategoryIcon name={category.icon} />
                </span>
                <span className="category-card__name">{category.name}</span>
                <span className="category-card__description">{category.description}</span>
                <span className="category-card__footer">
                  <span className="category-card__count">{category.count} Events</span>
                  <ArrowRightIcon size={18} />
                </span>
              </InternalLink>
            </li>
          ))}
        </ul>

        <div className="landing-section__footer">
          <InternalLink href="/events" className="button button--secondary">
            View All Categories
          </InternalLink>
        </div>
      </div>
    </section>
  );
}
