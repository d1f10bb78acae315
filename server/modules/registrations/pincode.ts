// GET /pincodes/location/{pincode}: city (district) and state of an Indian PIN code (DESIGN §5).
import { eq } from 'drizzle-orm';
import { validatePincodeLookup } from '../../../src/domain/validation';
import type { Db } from '../../db/connect';
import { cities, pincodes, states } from '../../db/schema';
import { badRequest, notFound } from '../../errors';

export const LOCATION_NOT_FOUND = 'Location not found for this pincode';

export interface PincodeLocation {
  pincode: string;
  city: { id: number; name: string };
  state: { id: number; name: string };
}

export async function lookupPincode(db: Db, input: unknown): Promise<PincodeLocation> {
  // SPEC §5 texts: 'Pincode must be exactly 6 digits', 'Pincode cannot start with 0'.
  const problem = validatePincodeLookup(input);
  if (problem !== null) throw badRequest(problem);
  const pincode = String(input);
  const [row] = await db
    .select({ cityId: cities.id, cityName: cities.name, stateId: states.id, stateName: states.name })
    .from(pincodes)
    .innerJoin(cities, eq(cities.id, pincodes.cityId))
    .innerJoin(states, eq(states.id, pincodes.stateId))
    .where(eq(pincodes.pincode, Number(pincode)))
    .limit(1);
  if (!row) throw notFound(LOCATION_NOT_FOUND);
  return { pincode, city: { id: row.cityId, name: row.cityName }, state: { id: row.stateId, name: row.stateName } };
}
