// GST's state codes (the first two digits of a GSTIN), the GSTIN's own check (GSTN's mod-36 check
// digit) and the place-of-supply rule for admission to an event (IGST Act §12(6)): the supply is
// intra-state (CGST + SGST) when the event is held in the supplier's state, inter-state (IGST)
// otherwise.

export interface GstState {
  /** Two digits, as the first two characters of a GSTIN. */
  code: string;
  name: string;
}

/** The GST state and union territory codes in use (GSTN's list; 25 and 26 merged into 26 in 2020). */
export const GST_STATES: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
];

/** Older and common spellings organisers type, to the name above. */
const STATE_ALIASES: Record<string, string> = {
  'nct of delhi': 'Delhi',
  'new delhi': 'Delhi',
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  'jammu & kashmir': 'Jammu and Kashmir',
  'andaman & nicobar islands': 'Andaman and Nicobar Islands',
  uttaranchal: 'Uttarakhand',
  'dadra & nagar haveli and daman & diu': 'Dadra and Nagar Haveli and Daman and Diu',
};

const normalise = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

const BY_NAME = new Map(GST_STATES.map((state) => [normalise(state.name), state]));
const BY_CODE = new Map(GST_STATES.map((state) => [state.code, state]));

/** The state an event's `state_name` names, or null when it names none. */
export function gstStateByName(name: string | null | undefined): GstState | null {
  if (!name) return null;
  const key = normalise(name);
  // Stryker disable next-line StringLiteral: for a name that is no alias any fallback text names no state either
  return BY_NAME.get(key) ?? BY_NAME.get(normalise(STATE_ALIASES[key] ?? '')) ?? null;
}

export function gstStateByCode(code: string): GstState | null {
  return BY_CODE.get(code) ?? null;
}

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** GSTN's check character of the first 14 characters: weights 1,2,1,2..., each product's base-36 digits summed. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = GSTIN_CHARACTERS.indexOf(first14.charAt(index));
    if (value < 0) throw new RangeError(`not a GSTIN character: '${first14.charAt(index)}'`);
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

/** Why a GSTIN is not a valid one, or null when it is. */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_SHAPE.test(gstin)) {
    return 'must be 15 characters: a 2-digit state code, a PAN, an entity number, Z and a check character';
  }
  if (!gstStateByCode(gstin.slice(0, 2))) return `starts with '${gstin.slice(0, 2)}', which is no GST state code`;
  // Stryker disable next-line MethodExpression: gstinCheckCharacter reads the first 14 characters only
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return 'has a wrong check character';
  return null;
}

export type SupplyType = 'intra_state' | 'inter_state';

export interface PlaceOfSupply {
  state: GstState;
  supplyType: SupplyType;
}

/**
 * IGST Act §12(6): admission to a sporting event is supplied where the event is held. An event whose
 * state names no GST state (organisers type it) falls back to the supplier's own state, the rule for
 * an unregistered recipient whose address is not on record (§12(2)(b)).
 */
export function placeOfSupply(supplierGstin: string, eventStateName: string | null | undefined): PlaceOfSupply {
  const supplierState = gstStateByCode(supplierGstin.slice(0, 2));
  const eventState = gstStateByName(eventStateName) ?? supplierState;
  if (!eventState) throw new RangeError(`the supplier's GSTIN '${supplierGstin}' names no GST state`);
  return { state: eventState, supplyType: eventState.code === supplierState?.code ? 'intra_state' : 'inter_state' };
}
