// The demo catalogue's venues lie in several states, each a GST state, so the demo has events in the
// demo company's own state (Karnataka: CGST + SGST) and in others (IGST).
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { DEMO_VENUES } from '../../../server/seed/demo-places';
import { gstStateByName, placeOfSupply } from '../../../src/domain/gst';

describe('demo venues and the place of supply', () => {
  const venues = Object.values(DEMO_VENUES);
  const supplierGstin = loadConfig({}).company.gstin;

  it('name a GST state every time', () => {
    for (const venue of venues) expect(gstStateByName(venue.state), venue.state).not.toBeNull();
  });

  it('give intra-state events in Karnataka and inter-state events in at least five other states', () => {
    const supplies = venues.map((venue) => placeOfSupply(supplierGstin, venue.state));
    expect(supplies.some((supply) => supply.supplyType === 'intra_state')).toBe(true);
    const otherStates = new Set(
      supplies.filter((supply) => supply.supplyType === 'inter_state').map((supply) => supply.state.code),
    );
    expect(otherStates.size).toBeGreaterThanOrEqual(5);
  });
});
