// `npm run catalog` (issue 26 item 1) on a real PGlite: the example catalogue imports, shows in the
// public list, search, facets and banners, its images are served from our origin; a second import
// changes nothing at all; every kind of bad record is refused by record, field and rule, leaving the
// database as it was; --dry-run writes nothing; export round-trips; the attendee CSV is RFC 4180 and
// spreadsheet-safe.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, writeFile, mkdir, copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendeesCsv, csvCell } from '../../../server/catalog/attendees';
import { catalogText, exportCatalog } from '../../../server/catalog/export';
import { CatalogFileError, type CatalogFile } from '../../../server/catalog/format';
import { importCatalog } from '../../../server/catalog/import';
import type { Db } from '../../../server/db/connect';
import {
  catalogVersion,
  eventMasters,
  events,
  formFields,
  participantResponses,
  participants,
  promotionalBanners,
  subEvents,
  uploadBlobs,
  uploads,
} from '../../../server/db/schema';
import { createTestServer, type TestServer } from '../../support/server';
import { createSignedInUser } from '../../support/users';

const EXAMPLE = path.resolve('docs/examples/catalog.json');
const EXAMPLE_TEXT = await readFile(EXAMPLE, 'utf8');
const example = (): CatalogFile => JSON.parse(EXAMPLE_TEXT) as CatalogFile;
const [TEN_K, FIVE_K, RIDE] = example().sub_events.map((record) => record.sub_event_uuid) as [string, string, string];

/** Every row import may write, in id order: equal snapshots mean nothing was written. */
async function snapshot(db: Db) {
  return JSON.stringify({
    masters: await db.select().from(eventMasters).orderBy(asc(eventMasters.id)),
    events: await db.select().from(events).orderBy(asc(events.id)),
    subEvents: await db.select().from(subEvents).orderBy(asc(subEvents.id)),
    fields: await db.select().from(formFields).orderBy(asc(formFields.id)),
    banners: await db.select().from(promotionalBanners).orderBy(asc(promotionalBanners.id)),
    uploads: await db.select().from(uploads).orderBy(asc(uploads.id)),
    blobs: (await db.select({ name: uploadBlobs.storedName }).from(uploadBlobs)).map((row) => row.name).sort(),
    version: await db.select().from(catalogVersion),
  });
}

async function tempCatalogue(file: CatalogFile): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'catalog-'));
  await mkdir(path.join(dir, 'images'));
  for (const image of ['hussain-sagar-run.png', 'deccan-ride.png']) {
    await copyFile(path.resolve('docs/examples/images', image), path.join(dir, 'images', image));
  }
  const target = path.join(dir, 'catalog.json');
  await writeFile(target, JSON.stringify(file, null, 2));
  return target;
}

describe('catalogue import on an empty database', () => {
  let server: TestServer;
  let uploadDir: string;

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(tmpdir(), 'catalog-uploads-'));
    server = await createTestServer({ env: { UPLOAD_DIR: uploadDir } });
  });

  afterAll(async () => {
    await server?.close();
  });

  const run = (text: string, file = EXAMPLE, dryRun = false) =>
    importCatalog(server.ctx.db, server.config, text, file, { dryRun, now: server.clock.now() });

  it('--dry-run checks and counts but writes nothing: no row, no file, not even the catalogue version', async () => {
    const before = await snapshot(server.ctx.db);
    const report = await run(EXAMPLE_TEXT, EXAMPLE, true);
    expect(report).toMatchObject({
      dryRun: true,
      eventMasters: { created: 2 },
      events: { created: 2 },
      subEvents: { created: 3, updated: 0, unchanged: 0 },
      formFields: { created: 32 },
      banners: { created: 2 },
      imagesStored: 2,
    });
    expect(await snapshot(server.ctx.db)).toBe(before);
    expect(await readdir(uploadDir)).toEqual([]);
  });

  it('imports the example: listed, found by search, counted in the facets, banners served from our origin', async () => {
    // Asked before the import, so the listing's counts, first page and facets are cached empty.
    const { data: empty } = await server.client.GET('/sub-events/public', { params: { query: {} } });
    expect(empty?.data).toEqual([]);
    expect(empty?.pagination.total).toBe(0);
    const report = await run(EXAMPLE_TEXT);
    expect(report).toMatchObject({ dryRun: false, subEvents: { created: 3 }, formFields: { created: 32 }, hidden: [] });

    const { data: listed } = await server.client.GET('/sub-events/public', { params: { query: {} } });
    expect(listed?.data.map((item) => item.sub_event_uuid).sort()).toEqual([TEN_K, FIVE_K, RIDE].sort());
    expect(listed?.pagination.total).toBe(3);
    const tenK = listed!.data.find((item) => item.sub_event_uuid === TEN_K)!;
    expect(tenK).toMatchObject({
      name: '10K Run',
      event_title: 'Hyderabad Lakeside Run 2027',
      event_master_category: 'Athletic',
      entry_fee: '799.00',
      start_datetime: '2027-01-17T00:00:00.000Z',
      pincode: '500063',
      is_published: true,
      approval_status: 'approved',
    });

    // Each sub-event's cancellation policy (issue 28), or none.
    const policies = await server.ctx.db
      .select({
        uuid: subEvents.subEventUuid,
        until: subEvents.cancellableUntil,
        feeBps: subEvents.cancellationFeeBps,
      })
      .from(subEvents);
    expect(
      Object.fromEntries(policies.map((row) => [row.uuid, [row.until?.toISOString() ?? null, row.feeBps]])),
    ).toEqual({
      [TEN_K]: ['2027-01-15T18:29:00.000Z', 1000],
      [FIVE_K]: [null, 0],
      [RIDE]: ['2027-02-05T12:30:00.000Z', 1250],
    });
    // And its waitlist (issue 28), or none.
    const waitlists = await server.ctx.db
      .select({ uuid: subEvents.subEventUuid, minutes: subEvents.waitlistOfferMinutes })
      .from(subEvents);
    expect(Object.fromEntries(waitlists.map((row) => [row.uuid, row.minutes]))).toEqual({
      [TEN_K]: 30,
      [FIVE_K]: null,
      [RIDE]: 60,
    });
    expect(tenK).toMatchObject({ waitlist_offer_minutes: 30 });

    // search_text was filled: the master's name, the event's title and the city all find it.
    for (const [search, expected] of [
      ['lakeside', [TEN_K, FIVE_K]],
      ['DECCAN plateau', [RIDE]],
      ['hyderabad', [TEN_K, FIVE_K]],
      ['audax', [RIDE]],
    ] as const) {
      const { data } = await server.client.GET('/sub-events/public', {
        params: { query: { search } as Record<string, string> },
      });
      expect(data?.data.map((item) => item.sub_event_uuid).sort(), search).toEqual([...expected].sort());
    }

    const { data: facets } = await server.client.GET('/sub-events/public/facets');
    expect(facets?.data).toEqual({
      categories: [
        { name: 'Athletic', count: 2 },
        { name: 'Cycling', count: 1 },
      ],
      cities: [
        { name: 'Hyderabad', count: 2 },
        { name: 'Pune', count: 1 },
      ],
    });

    const { data: banners } = await server.client.GET('/promotional-banners');
    const list = banners!.data.banners;
    expect(list.map((banner) => banner.title)).toEqual(['Run Hyderabad at sunrise', 'Ride the Deccan']);
    expect(tenK.banner_url_path).toBe(list[0]!.promotional_banner_url);
    for (const [banner, image] of [
      [list[0]!, 'hussain-sagar-run.png'],
      [list[1]!, 'deccan-ride.png'],
    ] as const) {
      expect(banner.promotional_banner_url).toMatch(/^\/uploads\/files\/[0-9a-f-]{36}\.png$/);
      const served = await server.app.inject({ method: 'GET', url: banner.promotional_banner_url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(await readFile(path.resolve('docs/examples/images', image)))).toBe(true);
    }
    // The image has no uploader: it counts against nobody's quota.
    const stored = await server.ctx.db.select().from(uploads);
    expect(stored.map((row) => [row.userId, row.folderName, row.mimeType])).toEqual([
      [null, 'catalog', 'image/png'],
      [null, 'catalog', 'image/png'],
    ]);

    // The registration form is there, in order, for a signed-in participant.
    const me = await createSignedInUser(server);
    const { data: form } = await server
      .clientWithToken(me.token)
      .GET('/participant-registration/sub-events/{subEventUuid}/registration-form', {
        params: { path: { subEventUuid: TEN_K } },
      });
    expect(JSON.stringify(form)).toContain('mandatory_event_category_pricing');
    expect(JSON.stringify(form)).toContain('10K Veterans (50+)');
  });

  it('a second import of the same file changes nothing: no row, no updated_at, no catalogue version', async () => {
    const before = await snapshot(server.ctx.db);
    server.clock.advance(60_000);
    const report = await run(EXAMPLE_TEXT);
    expect(report).toMatchObject({
      eventMasters: { created: 0, updated: 0, unchanged: 2 },
      events: { created: 0, updated: 0, unchanged: 2 },
      subEvents: { created: 0, updated: 0, unchanged: 3 },
      formFields: { created: 0, updated: 0, unchanged: 32, deleted: 0 },
      banners: { created: 0, updated: 0, unchanged: 2 },
      imagesStored: 0,
    });
    expect(await snapshot(server.ctx.db)).toBe(before);
  });

  it.each([
    [
      'a missing name',
      (file: CatalogFile) => delete (file.sub_events[1] as Partial<CatalogFile['sub_events'][number]>).name,
      `sub_events[1] (sub_event_uuid ${FIVE_K}): name: is required and missing`,
    ],
    [
      'dates out of order',
      (file: CatalogFile) => (file.sub_events[0]!.end_datetime = '2027-01-16T09:30:00+05:30'),
      `sub_events[0] (sub_event_uuid ${TEN_K}, "10K Run"): end_datetime: "2027-01-16T09:30:00+05:30" is before start_datetime "2027-01-17T05:30:00+05:30": dates must be in order (start_datetime ≤ end_datetime)`,
    ],
    [
      'a PIN code starting with 0',
      (file: CatalogFile) => (file.sub_events[2]!.pincode = '041100'),
      `sub_events[2] (sub_event_uuid ${RIDE}, "100K Audax (renamed)"): pincode: PIN code cannot start with 0 (SPEC §5: 6 digits, the first 1-9), got "041100"`,
    ],
    [
      'a PIN code of 5 digits',
      (file: CatalogFile) => (file.sub_events[2]!.pincode = '41100'),
      `sub_events[2] (sub_event_uuid ${RIDE}, "100K Audax (renamed)"): pincode: PIN code must be exactly 6 digits`,
    ],
    [
      'a cancellation deadline after the event',
      (file: CatalogFile) => (file.sub_events[0]!.cancellable_until = '2027-01-18T00:00:00+05:30'),
      `sub_events[0] (sub_event_uuid ${TEN_K}, "10K Run"): end_datetime: "2027-01-17T09:30:00+05:30" is before cancellable_until "2027-01-18T00:00:00+05:30": dates must be in order (cancellable_until ≤ end_datetime)`,
    ],
    [
      'a cancellation deadline that is not a date-time',
      (file: CatalogFile) => (file.sub_events[0]!.cancellable_until = '15 Jan 2027'),
      'cancellable_until: must be an ISO 8601 date-time with a zone such as "2027-01-17T05:30:00+05:30", got "15 Jan 2027"',
    ],
    [
      'a cancellation fee above 100%',
      (file: CatalogFile) => (file.sub_events[0]!.cancellation_fee_percent = 150),
      `sub_events[0] (sub_event_uuid ${TEN_K}, "10K Run"): cancellation_fee_percent: must be at most 100, got 150`,
    ],
    [
      'a cancellation fee with three decimals',
      (file: CatalogFile) => (file.sub_events[0]!.cancellation_fee_percent = 12.345),
      'cancellation_fee_percent: must be a percentage with at most two decimals such as 10 or 12.5, got 12.345',
    ],
    [
      'a cancellation fee for an event that allows no cancellations',
      (file: CatalogFile) => (file.sub_events[1]!.cancellation_fee_percent = 10),
      'cancellation_fee_percent: needs cancellable_until: without it the event allows no cancellations, so no fee is kept',
    ],
    [
      'a waitlist offer window under 5 minutes',
      (file: CatalogFile) => (file.sub_events[0]!.waitlist_offer_minutes = 4),
      `sub_events[0] (sub_event_uuid ${TEN_K}, "10K Run"): waitlist_offer_minutes: must be at least 5, got 4`,
    ],
    [
      'a waitlist offer window over a day',
      (file: CatalogFile) => (file.sub_events[0]!.waitlist_offer_minutes = 1441),
      'waitlist_offer_minutes: must be at most 1440, got 1441',
    ],
    [
      'a waitlist offer window in fractions of a minute',
      (file: CatalogFile) => (file.sub_events[0]!.waitlist_offer_minutes = 7.5),
      'waitlist_offer_minutes: must be a whole number or null, got 7.5',
    ],
    [
      'a waitlist for an event without a limit',
      (file: CatalogFile) => (file.sub_events[1]!.waitlist_offer_minutes = 15),
      'waitlist_offer_minutes: needs total_allowed_registrations: without a limit the event never sells out',
    ],
    [
      'a negative fee',
      (file: CatalogFile) => (file.sub_events[0]!.entry_fee = '-799.00'),
      `sub_events[0] (sub_event_uuid ${TEN_K}, "10K Run"): entry_fee: must not be negative, got "-799.00"`,
    ],
    [
      'an unknown field type',
      (file: CatalogFile) => (file.sub_events[0]!.form_fields[3]!.field_type = 'slider'),
      `sub_events[0] (sub_event_uuid ${TEN_K}, "10K Run"): form_fields[3].field_type: unknown field type "slider"; the types are text, email, phone`,
    ],
    [
      'an image from another origin',
      (file: CatalogFile) => (file.promotional_banners[0]!.promotional_banner_url = 'https://cdn.example.com/a.png'),
      "promotional_banner_url: must be an image file relative to the catalogue file or a path on our own origin starting with '/'",
    ],
    [
      "an image outside the file's folder",
      (file: CatalogFile) => (file.sub_events[0]!.banner_url_path = '../../etc/startline.png'),
      `banner_url_path: image file "../../etc/startline.png" is outside the catalogue file's folder`,
    ],
    [
      'a link that is not http(s)',
      (file: CatalogFile) => (file.sub_events[0]!.external_link = 'javascript:alert(1)'),
      'external_link: must be an http(s) address, got "javascript:alert(1)"',
    ],
    [
      'a field the server sets',
      (file: CatalogFile) => Object.assign(file.sub_events[0]!, { id: 7 }),
      `sub_events[0] (sub_event_uuid ${TEN_K}, "10K Run"): id: is set by the server and cannot be imported`,
    ],
    [
      'a banner for an unknown sub-event',
      (file: CatalogFile) => (file.promotional_banners[1]!.sub_event_uuid = '11111111-1111-4111-8111-111111111111'),
      'promotional_banners[1] (banner_uuid',
    ],
  ])('refuses %s by record, field and rule, and leaves the database as it was', async (_kind, spoil, message) => {
    const file = example();
    // Good changes elsewhere in the same file must not be written either.
    file.sub_events[2]!.name = '100K Audax (renamed)';
    file.sub_events[0]!.summary = 'A changed summary';
    spoil(file);
    const target = await tempCatalogue(file);
    const before = await snapshot(server.ctx.db);
    const failure = await run(await readFile(target, 'utf8'), target).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(CatalogFileError);
    expect((failure as Error).message).toContain(`${target}: 1 problem; nothing was written`);
    expect((failure as Error).message).toContain(message);
    expect(await snapshot(server.ctx.db)).toBe(before);
  });

  it('names every bad record at once', async () => {
    const file = example();
    delete (file.sub_events[1] as Partial<CatalogFile['sub_events'][number]>).name;
    file.sub_events[2]!.pincode = '041100';
    file.sub_events[0]!.cash_prize = '-5';
    const failure = await run(JSON.stringify(file), EXAMPLE).catch((error: CatalogFileError) => error);
    expect(
      (failure as CatalogFileError).problems.map((problem) => `${problem.record.slice(0, 12)} ${problem.field}`),
    ).toEqual(['sub_events[0 cash_prize', 'sub_events[1 name', 'sub_events[2 pincode']);
  });

  it('refuses text that is not JSON', async () => {
    await expect(run('{"sub_events": [', 'broken.json')).rejects.toThrow(
      /^broken\.json: 1 problem; nothing was written\n {2}the file: is not JSON: /,
    );
  });

  it('export then import round-trips exactly, and equals the file it came from once normalised', async () => {
    const exported = catalogText(await exportCatalog(server.ctx.db));
    const before = await snapshot(server.ctx.db);
    const report = await run(exported, path.join(uploadDir, 'exported.json'));
    expect(report.subEvents).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    expect(await snapshot(server.ctx.db)).toBe(before);
    expect(catalogText(await exportCatalog(server.ctx.db))).toBe(exported);

    // Normalised: instants in UTC, image files as the paths they are served at, no $schema.
    const { data: banners } = await server.client.GET('/promotional-banners');
    const urlOf = new Map([
      ['images/hussain-sagar-run.png', banners!.data.banners[0]!.promotional_banner_url],
      ['images/deccan-ride.png', banners!.data.banners[1]!.promotional_banner_url],
    ]);
    const original = example();
    delete original.$schema;
    for (const record of original.sub_events) {
      for (const key of ['start_datetime', 'end_datetime', 'registration_start', 'registration_end'] as const) {
        record[key] = new Date(record[key]!).toISOString();
      }
      if (record.cancellable_until) record.cancellable_until = new Date(record.cancellable_until).toISOString();
      if (record.transferable_until) record.transferable_until = new Date(record.transferable_until).toISOString();
      if (record.details_editable_until) {
        record.details_editable_until = new Date(record.details_editable_until).toISOString();
      }
      if (record.category_changeable_until) {
        record.category_changeable_until = new Date(record.category_changeable_until).toISOString();
      }
      record.banner_url_path = urlOf.get(record.banner_url_path!)!;
      // Export writes every field of a form field; the example leaves out the empty ones.
      record.form_fields = record.form_fields.map((field) => ({
        placeholder: null,
        no_of_rows: null,
        header_size: null,
        file_accept: null,
        text_value: null,
        options: [],
        ...field,
      }));
    }
    for (const banner of original.promotional_banners)
      banner.promotional_banner_url = urlOf.get(banner.promotional_banner_url)!;
    const sorted = JSON.parse(exported) as CatalogFile;
    const byUuid = (list: CatalogFile['sub_events']) =>
      [...list].sort((a, b) => a.sub_event_uuid.localeCompare(b.sub_event_uuid));
    expect(byUuid(sorted.sub_events)).toEqual(byUuid(original.sub_events));
    expect(sorted.promotional_banners).toEqual(original.promotional_banners);

    // One sub-event alone, with its banner.
    const one = await exportCatalog(server.ctx.db, { subEventUuid: RIDE });
    expect(one.sub_events.map((record) => record.sub_event_uuid)).toEqual([RIDE]);
    expect(one.promotional_banners.map((banner) => banner.title)).toEqual(['Ride the Deccan']);
  });

  it('updates only what changed: one sub-event, its updated_at, and the search text of a renamed series', async () => {
    const file = example();
    file.sub_events[2]!.summary = 'Now with a coffee stop at the top.';
    file.sub_events[0]!.event_master_name = 'Hyderabad Sunrise Run';
    file.sub_events[1]!.event_master_name = 'Hyderabad Sunrise Run';
    file.sub_events[0]!.form_fields.pop();
    server.clock.advance(60_000);
    const report = await run(JSON.stringify(file), EXAMPLE);
    expect(report).toMatchObject({
      eventMasters: { updated: 1, unchanged: 1 },
      events: { unchanged: 2 },
      subEvents: { updated: 3, unchanged: 0 },
      formFields: { deleted: 1 },
    });
    const [ride] = await server.ctx.db.select().from(subEvents).where(eq(subEvents.subEventUuid, RIDE));
    expect(ride!.updatedAt).toEqual(server.clock.now());
    const { data } = await server.client.GET('/sub-events/public', {
      params: { query: { search: 'sunrise run' } as Record<string, string> },
    });
    expect(data?.data.map((item) => item.sub_event_uuid).sort()).toEqual([TEN_K, FIVE_K].sort());
    // Put back.
    await run(EXAMPLE_TEXT);
  });

  it('writes the paid attendees and their answers as spreadsheet-safe RFC 4180 CSV', async () => {
    const db = server.ctx.db;
    const [subEvent] = await db.select().from(subEvents).where(eq(subEvents.subEventUuid, RIDE));
    const fields = await db.select().from(formFields).where(eq(formFields.subEventId, subEvent!.id));
    const fieldUuid = (name: string) => fields.find((field) => field.fieldName === name)!.fieldUuid;
    const me = await createSignedInUser(server);
    const ticket = async (
      status: 'confirmed' | 'pending' | 'cancelled',
      paymentStatus: 'paid' | 'pending',
      answers: Record<string, string | string[]>,
    ) => {
      const [row] = await db
        .insert(participants)
        .values({
          userId: me.id,
          subEventId: subEvent!.id,
          status,
          paymentStatus,
          amountPaise: 149_900,
          registeredAt: new Date('2026-12-05T10:00:00Z'),
          paidAt: paymentStatus === 'paid' ? new Date('2026-12-05T10:05:00Z') : null,
        })
        .returning();
      await db.insert(participantResponses).values(
        Object.entries(answers).map(([fieldName, responseText]) => ({
          participantId: row!.id,
          fieldName,
          fieldUuid: fieldUuid(fieldName),
          responseText: sql`${JSON.stringify(responseText)}::jsonb`,
        })),
      );
      return row!;
    };
    const asha = await ticket('confirmed', 'paid', {
      mandatory_participant_name: '=HYPERLINK("http://evil.example","Asha")',
      mandatory_email: 'asha@example.com',
      mandatory_phone: '+919876543210',
      mandatory_city: 'Pune, "Camp"',
      tshirt_size: 'M',
    });
    await ticket('pending', 'pending', { mandatory_participant_name: 'Not Paid' });
    await ticket('cancelled', 'paid', { mandatory_participant_name: 'Cancelled' });

    const { csv, attendees } = await attendeesCsv(db, RIDE);
    expect(attendees).toBe(1);
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(lines[0]).toBe(
      'participant_uuid,status,payment_status,registered_at,paid_at,event_category,amount,guardian_name,guardian_mobile,guardian_consent_at,Full Name,Email Address,Mobile Number,Date of Birth,PIN Code,City,State,Emergency Contact Number,T-shirt Size',
    );
    expect(lines[1]).toBe(
      `${asha.participantUuid},confirmed,paid,2026-12-05T10:00:00.000Z,2026-12-05T10:05:00.000Z,,1499.00,,,,"'=HYPERLINK(""http://evil.example"",""Asha"")",asha@example.com,'+919876543210,,,"Pune, ""Camp""",,,M`,
    );
    expect(csv).not.toContain('Not Paid');
    expect(csv).not.toContain('Cancelled');
  });
});

describe('csvCell', () => {
  it('neutralises every formula start OWASP lists, and quotes as RFC 4180 asks', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'].map(csvCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      `"'\rx"`,
    ]);
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('x=1')).toBe('x=1');
  });
});

describe('catalogue images in the database (UPLOAD_STORAGE=database)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({ env: { UPLOAD_STORAGE: 'database' } });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('keeps the bytes with the row and serves them', async () => {
    await importCatalog(server.ctx.db, server.config, EXAMPLE_TEXT, EXAMPLE, { now: server.clock.now() });
    const blobs = await server.ctx.db.select({ name: uploadBlobs.storedName }).from(uploadBlobs);
    expect(blobs).toHaveLength(2);
    const served = await server.app.inject({ method: 'GET', url: `/uploads/files/${blobs[0]!.name}` });
    expect(served.statusCode).toBe(200);
  });
});

describe('npm run catalog', () => {
  const cli = (args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/catalog/cli.ts', ...args], {
      env: { ...process.env, APP_ENV: 'test', PGLITE_DATA_DIR: 'memory://' },
    }).then(
      (done) => ({ code: 0, out: done.stdout, err: done.stderr }),
      (failed: { code: number; stdout: string; stderr: string }) => ({
        code: failed.code,
        out: failed.stdout,
        err: failed.stderr,
      }),
    );

  it('exits 1 naming the record, field and rule for a bad file, and 2 on bad usage', async () => {
    const file = example();
    file.sub_events[0]!.entry_fee = '-1.00';
    const target = await tempCatalogue(file);
    const bad = await cli(['import', target]);
    expect(bad.code).toBe(1);
    expect(bad.err).toBe(
      `${target}: 1 problem; nothing was written\n  sub_events[0] (sub_event_uuid ${TEN_K}, "10K Run"): entry_fee: must not be negative, got "-1.00"\n`,
    );
    const usage = await cli(['attendees', TEN_K]);
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('attendees writes CSV only: add --csv');
    expect((await cli(['frobnicate'])).code).toBe(2);
  }, 30_000);
});

describe('the demo catalogue through export and import', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({ seed: 'demo' });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('exports a file the import accepts as it is: nothing changes, and the next export is the same bytes', async () => {
    const exported = catalogText(await exportCatalog(server.ctx.db));
    const before = await snapshot(server.ctx.db);
    const report = await importCatalog(server.ctx.db, server.config, exported, 'demo.json', {
      now: server.clock.now(),
    });
    expect(report.subEvents.created + report.subEvents.updated).toBe(0);
    expect(report.subEvents.unchanged).toBeGreaterThan(30);
    expect(await snapshot(server.ctx.db)).toBe(before);
    expect(catalogText(await exportCatalog(server.ctx.db))).toBe(exported);
  });
});
