import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventBannerSvg, promotionalBannerSvg } from './banner-svg';
import { DEMO_CATALOGUE, type DemoSubEventSpec } from './demo-catalogue';
import { DEMO_VENUES } from './demo-places';

/** Where the app serves seed images from: public/seed/<name>.svg is /seed/<name>.svg. */
export const SEED_PUBLIC_DIR = fileURLToPath(new URL('../../public/seed', import.meta.url));

/** Landing carousel banners, each pointing at an open event. */
export const DEMO_PROMOTIONS = [
  {
    key: 'mumbai-monsoon-half-marathon',
    title: 'Run Mumbai in the Monsoon',
    description: 'Half marathon, 10K and 5K on Marine Drive. Registrations are open: find your category and pace.',
  },
  {
    key: 'nandi-hills-cyclothon',
    title: 'Forty Hairpins to Nandi Hills',
    description: 'Timed hill climb and a 100K Gran Fondo with support vehicles and a summit breakfast.',
  },
  {
    key: 'goa-ironman-703-relay',
    title: 'Swim, Bike, Run in Goa',
    description: 'Sprint and Olympic distance triathlon on Colva Beach, with ₹4,00,000 in prizes.',
  },
  {
    key: 'sukhna-lake-yoga-morning',
    title: 'Free Sunrise Yoga at Sukhna Lake',
    description: 'A free morning of hatha yoga by the lake. Only a few mats left!',
  },
  {
    key: 'mumbai-corporate-football-league',
    title: 'Kick Off the Corporate League',
    description: 'Seven-a-side football under floodlights at BKC. Register your players today.',
  },
] as const;

export const eventBannerPath = (spec: Pick<DemoSubEventSpec, 'key'>) => `/seed/${spec.key}.svg`;
export const promotionalBannerPath = (key: string) => `/seed/promo-${key}.svg`;

function specByKey(key: string): DemoSubEventSpec {
  const spec = DEMO_CATALOGUE.find((candidate) => candidate.key === key);
  if (!spec) throw new Error(`no demo sub-event with key ${key}`);
  return spec;
}

/** Every seed image as [public path, SVG text]. */
export function demoBannerFiles(): Array<[path: string, svg: string]> {
  const eventBanners = DEMO_CATALOGUE.map((spec): [string, string] => [
    eventBannerPath(spec),
    eventBannerSvg({
      title: spec.eventTitle,
      subtitle: `${spec.name} · ${DEMO_VENUES[spec.venue].city}`,
      category: spec.category,
    }),
  ]);
  const promotions = DEMO_PROMOTIONS.map((promotion): [string, string] => {
    const spec = specByKey(promotion.key);
    return [
      promotionalBannerPath(promotion.key),
      promotionalBannerSvg({
        title: promotion.title,
        subtitle: `${spec.eventTitle} · ${DEMO_VENUES[spec.venue].city}`,
        category: spec.category,
      }),
    ];
  });
  return [...eventBanners, ...promotions];
}

/** Writes public/seed/*.svg (committed; rerun with `npm run seed -- --write-banners` after editing the catalogue). */
export async function writeDemoBannerFiles(directory: string = SEED_PUBLIC_DIR): Promise<number> {
  await mkdir(directory, { recursive: true });
  const files = demoBannerFiles();
  for (const [path, svg] of files) {
    await writeFile(join(directory, path.replace(/^\/seed\//, '')), svg);
  }
  return files.length;
}
