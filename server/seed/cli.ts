// `npm run seed -- [--demo] [--pincodes] [--events N] [--seed S] [--no-forms] [--write-banners]`
// against the server's own database (DATABASE_URL, or PGlite at PGLITE_DATA_DIR, default .data/pglite).
// With no option it seeds what an empty database lacks, exactly like the server's first start.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { migrateDatabase } from '../db/migrate';
import { seedDemo } from './demo';
import { writeDemoBannerFiles } from './demo-banners';
import { generateCatalogue } from './generate';
import { seedIfEmpty } from './index';
import { seedPincodes } from './pincodes';

const { values } = parseArgs({
  options: {
    demo: { type: 'boolean', default: false },
    pincodes: { type: 'boolean', default: false },
    events: { type: 'string' },
    seed: { type: 'string', default: '1' },
    'no-forms': { type: 'boolean', default: false },
    'write-banners': { type: 'boolean', default: false },
  },
});

function positiveInteger(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive integer, got '${raw}'`);
  return value;
}

async function main(): Promise<void> {
  if (values['write-banners']) {
    console.log(`wrote ${await writeDemoBannerFiles()} SVG files to public/seed`);
    if (!values.demo && !values.pincodes && values.events === undefined) return;
  }
  const config = loadConfig();
  const connection = await connectDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: config.pgliteDataDir });
  console.log(
    connection.kind === 'postgres'
      ? 'database: PostgreSQL (DATABASE_URL)'
      : `database: PGlite at ${config.pgliteDataDir}`,
  );
  try {
    await migrateDatabase(connection);
    const now = new Date();
    const explicit = values.demo || values.pincodes || values.events !== undefined;
    if (!explicit) console.log('seeded if empty:', await seedIfEmpty(connection.db, { now }));
    if (values.demo) {
      const summary = await seedDemo(connection.db, { now });
      console.log(
        `demo: ${summary.subEvents} sub-events, ${summary.formFields} form fields, ${summary.promotionalBanners} banners`,
      );
    }
    if (values.pincodes) {
      const summary = await seedPincodes(connection.db);
      console.log(
        `pincodes: ${summary.pincodes} PIN codes, ${summary.cities} cities, ${summary.states} states in ${summary.milliseconds} ms`,
      );
    }
    if (values.events !== undefined) {
      const summary = await generateCatalogue(connection.db, {
        events: positiveInteger('events', values.events),
        now,
        seed: positiveInteger('seed', values.seed),
        forms: !values['no-forms'],
        log: (line) => console.log(line),
      });
      console.log(
        `generated ${summary.subEvents} sub-events and ${summary.formFields} form fields in ${(summary.milliseconds / 1000).toFixed(1)} s`,
      );
    }
  } finally {
    await connection.close();
  }
}

await main();
