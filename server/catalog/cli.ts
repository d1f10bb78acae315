// `npm run catalog -- <command>` against the server's own database (DATABASE_URL, or PGlite at
// PGLITE_DATA_DIR, default .data/pglite), migrated first like the server does (docs/catalog.md):
//   import FILE.json [--dry-run]          check every record, then create or update by uuid (or only report)
//   export [--sub-event UUID] [--out FILE] the catalogue in the same format (stdout by default)
//   attendees SUB_EVENT_UUID --csv [--out FILE] [--files DIR]  paid attendees and their answers,
//                                       spreadsheet-safe CSV; with --files, their uploaded documents into DIR
// Exit codes: 0 done, 1 refused (a bad record, an unknown sub-event), 2 bad usage.
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { connectDatabase, type DatabaseConnection } from '../db/connect';
import { migrateDatabase } from '../db/migrate';
import { copyAttendeeFiles } from './attendee-files';
import { AttendeesError, attendeesCsv } from './attendees';
import { CatalogExportError, catalogText, exportCatalog } from './export';
import { CatalogFileError } from './format';
import { importCatalog, parseCatalogText, type ImportReport, type Tally } from './import';

const USAGE = `Usage:
  npm run catalog -- import FILE.json [--dry-run]
  npm run catalog -- export [--sub-event UUID] [--out FILE]
  npm run catalog -- attendees SUB_EVENT_UUID --csv [--out FILE] [--files DIR]`;

class UsageError extends Error {}

function tallyLine(name: string, tally: Tally, dryRun: boolean): string {
  const verb = (done: string, would: string) => (dryRun ? would : done);
  const parts = [
    `${tally.created} ${verb('created', 'to create')}`,
    `${tally.updated} ${verb('updated', 'to update')}`,
  ];
  if (tally.deleted) parts.push(`${tally.deleted} ${verb('deleted', 'to delete')}`);
  parts.push(`${tally.unchanged} unchanged`);
  return `  ${name}: ${parts.join(', ')}`;
}

export function reportText(file: string, report: ImportReport): string {
  const lines = [
    report.dryRun ? `${file}: valid; dry run, nothing was written. The import would make:` : `${file}: imported.`,
    tallyLine('event masters', report.eventMasters, report.dryRun),
    tallyLine('events', report.events, report.dryRun),
    tallyLine('sub-events', report.subEvents, report.dryRun),
    tallyLine('form fields', report.formFields, report.dryRun),
    tallyLine('banners', report.banners, report.dryRun),
    `  images: ${report.imagesStored} ${report.dryRun ? 'to store' : 'stored'}`,
  ];
  if (report.hidden.length) {
    lines.push('Not listed publicly (only published, approved, public sub-events are):');
    lines.push(...report.hidden.map((line) => `  ${line}`));
  }
  return `${lines.join('\n')}\n`;
}

async function output(text: string, out: string | undefined): Promise<void> {
  if (out) await writeFile(out, text);
  else process.stdout.write(text);
}

async function run(argv: string[], connection: () => Promise<DatabaseConnection>): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean', default: false },
      'sub-event': { type: 'string' },
      out: { type: 'string' },
      files: { type: 'string' },
      csv: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (command === 'import') {
    if (rest.length !== 1) throw new UsageError('import takes one catalogue file');
    const file = rest[0]!;
    const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      throw new UsageError(`cannot read ${file}: ${error.code ?? error.message}`);
    });
    // Checked before the database is opened: a bad file is refused at once.
    parseCatalogText(text, file);
    const config = loadConfig();
    const db = await connection();
    const report = await importCatalog(db.db, config, text, file, { dryRun: values['dry-run'] });
    process.stdout.write(reportText(file, report));
    return 0;
  }
  if (command === 'export') {
    if (rest.length) throw new UsageError('export takes no file; use --out FILE');
    const db = await connection();
    const file = await exportCatalog(
      db.db,
      values['sub-event'] !== undefined ? { subEventUuid: values['sub-event'] } : {},
    );
    await output(catalogText(file), values.out);
    if (values.out)
      console.error(
        `wrote ${file.sub_events.length} sub-events and ${file.promotional_banners.length} banners to ${values.out}`,
      );
    return 0;
  }
  if (command === 'attendees') {
    if (rest.length !== 1) throw new UsageError('attendees takes one SUB_EVENT_UUID');
    if (!values.csv) throw new UsageError('attendees writes CSV only: add --csv');
    const db = await connection();
    const { csv, attendees, files } = await attendeesCsv(db.db, rest[0]!);
    await output(csv, values.out);
    if (values.out) console.error(`wrote ${attendees} attendees to ${values.out}`);
    if (values.files) {
      const copied = await copyAttendeeFiles(db.db, loadConfig(), files, values.files);
      console.error(`copied ${copied} uploaded files to ${values.files}`);
    }
    return 0;
  }
  throw new UsageError(command ? `unknown command '${command}'` : 'no command');
}

async function main(): Promise<void> {
  let opened: DatabaseConnection | undefined;
  const connection = async () => {
    if (!opened) {
      const config = loadConfig();
      opened = await connectDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: config.pgliteDataDir });
      await migrateDatabase(opened);
    }
    return opened;
  };
  try {
    process.exitCode = await run(process.argv.slice(2), connection);
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`${(error as Error).message}\n${USAGE}`);
      process.exitCode = 2;
    } else if (
      error instanceof CatalogFileError ||
      error instanceof CatalogExportError ||
      error instanceof AttendeesError
    ) {
      console.error(error.message);
      process.exitCode = 1;
    } else {
      throw error;
    }
  } finally {
    await opened?.close();
  }
}

await main();
