import { describe, expect, it } from 'vitest';
import { chargesToRupeeStrings, computeCharges, splitGst, type Charges } from '../../src/domain/pricing';

// Every expected value below is worked out by hand. Rates: CGST 9 %, SGST 9 % on the tickets and on
// the platform fee; convenience charge 2 % of the taxed subtotal; GST 18 % on the convenience charge.
// Each line is rounded half up to the paisa; the grand total is the sum of the rounded lines.
const cases: { name: string; ticketTotalPaise: number; platformFeePaise: number; expected: Charges }[] = [
  {
    // tickets 49900; cgst = sgst = 49900 x 0.09 = 4491.00
    // subtotal 49900 + 4491 + 4491 = 58882; convenience 58882 x 0.02 = 1177.64 -> 1178
    // convenience gst 1178 x 0.18 = 212.04 -> 212; total 58882 + 1178 + 212 = 60272 (₹602.72)
    name: '1 ticket at ₹499',
    ticketTotalPaise: 49900,
    platformFeePaise: 0,
    expected: {
      supplyType: 'intra_state',
      entryFeeTotal: 49900,
      discount: 0,
      cgst: 4491,
      sgst: 4491,
      igst: 0,
      platformFee: 0,
      platformFeeCgst: 0,
      platformFeeSgst: 0,
      platformFeeIgst: 0,
      convenienceCharge: 1178,
      convenienceGst: 212,
      grandTotal: 60272,
    },
  },
  {
    // tickets 3 x 49900 = 149700; cgst = sgst = 149700 x 0.09 = 13473.00
    // subtotal 149700 + 26946 = 176646; convenience 3532.92 -> 3533
    // convenience gst 3533 x 0.18 = 635.94 -> 636; total 176646 + 3533 + 636 = 180815 (₹1,808.15)
    name: '3 tickets at ₹499 (₹1,497)',
    ticketTotalPaise: 149700,
    platformFeePaise: 0,
    expected: {
      supplyType: 'intra_state',
      entryFeeTotal: 149700,
      discount: 0,
      cgst: 13473,
      sgst: 13473,
      igst: 0,
      platformFee: 0,
      platformFeeCgst: 0,
      platformFeeSgst: 0,
      platformFeeIgst: 0,
      convenienceCharge: 3533,
      convenienceGst: 636,
      grandTotal: 180815,
    },
  },
  {
    // tickets 2 x 125050 = 250100; cgst = sgst = 250100 x 0.09 = 22509.00
    // subtotal 250100 + 45018 = 295118; convenience 5902.36 -> 5902
    // convenience gst 5902 x 0.18 = 1062.36 -> 1062; total 295118 + 5902 + 1062 = 302082 (₹3,020.82)
    name: '2 tickets at ₹1,250.50',
    ticketTotalPaise: 250100,
    platformFeePaise: 0,
    expected: {
      supplyType: 'intra_state',
      entryFeeTotal: 250100,
      discount: 0,
      cgst: 22509,
      sgst: 22509,
      igst: 0,
      platformFee: 0,
      platformFeeCgst: 0,
      platformFeeSgst: 0,
      platformFeeIgst: 0,
      convenienceCharge: 5902,
      convenienceGst: 1062,
      grandTotal: 302082,
    },
  },
  {
    // nothing to charge: every line 0
    name: 'free event',
    ticketTotalPaise: 0,
    platformFeePaise: 0,
    expected: {
      supplyType: 'intra_state',
      entryFeeTotal: 0,
      discount: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      platformFee: 0,
      platformFeeCgst: 0,
      platformFeeSgst: 0,
      platformFeeIgst: 0,
      convenienceCharge: 0,
      convenienceGst: 0,
      grandTotal: 0,
    },
  },
  {
    // tickets 0; platform fee 1000, its cgst = sgst = 1000 x 0.09 = 90
    // subtotal 1000 + 180 = 1180; convenience 23.6 -> 24; convenience gst 24 x 0.18 = 4.32 -> 4
    // total 1180 + 24 + 4 = 1208 (₹12.08)
    name: 'free tickets with a ₹10 platform fee',
    ticketTotalPaise: 0,
    platformFeePaise: 1000,
    expected: {
      supplyType: 'intra_state',
      entryFeeTotal: 0,
      discount: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      platformFee: 1000,
      platformFeeCgst: 90,
      platformFeeSgst: 90,
      platformFeeIgst: 0,
      convenienceCharge: 24,
      convenienceGst: 4,
      grandTotal: 1208,
    },
  },
  {
    // tickets 4 x 49900 = 199600; cgst = sgst = 17964.00; platform fee 1000 with 90 + 90
    // subtotal 199600 + 35928 + 1000 + 180 = 236708; convenience 4734.16 -> 4734
    // convenience gst 4734 x 0.18 = 852.12 -> 852; total 236708 + 4734 + 852 = 242294 (₹2,422.94)
    name: '4 tickets at ₹499 with a ₹10 platform fee',
    ticketTotalPaise: 199600,
    platformFeePaise: 1000,
    expected: {
      supplyType: 'intra_state',
      entryFeeTotal: 199600,
      discount: 0,
      cgst: 17964,
      sgst: 17964,
      igst: 0,
      platformFee: 1000,
      platformFeeCgst: 90,
      platformFeeSgst: 90,
      platformFeeIgst: 0,
      convenienceCharge: 4734,
      convenienceGst: 852,
      grandTotal: 242294,
    },
  },
  {
    // tickets 15050; cgst = sgst = 15050 x 0.09 = 1354.5 -> 1355 (half up; half-even would give 1354)
    // subtotal 15050 + 2710 = 17760; convenience 355.2 -> 355
    // convenience gst 355 x 0.18 = 63.9 -> 64; total 17760 + 355 + 64 = 18179 (₹181.79)
    name: 'half-up rounding of the GST: 1 ticket at ₹150.50',
    ticketTotalPaise: 15050,
    platformFeePaise: 0,
    expected: {
      supplyType: 'intra_state',
      entryFeeTotal: 15050,
      discount: 0,
      cgst: 1355,
      sgst: 1355,
      igst: 0,
      platformFee: 0,
      platformFeeCgst: 0,
      platformFeeSgst: 0,
      platformFeeIgst: 0,
      convenienceCharge: 355,
      convenienceGst: 64,
      grandTotal: 18179,
    },
  },
  {
    // tickets 1050; cgst = sgst = 94.5 -> 95; subtotal 1050 + 190 = 1240
    // convenience 24.8 -> 25; convenience gst 25 x 0.18 = 4.5 -> 5 (half up again)
    // total 1240 + 25 + 5 = 1270 (₹12.70). The exact, unrounded total would be
    // 1050 x 1.18 = 1239, + 24.78 + 4.4604 = 1268.24: rounding only the total would charge 1268,
    // which the printed lines (adding to 1270) could not explain.
    name: 'half-up rounding of the GST and of the convenience GST: 1 ticket at ₹10.50',
    ticketTotalPaise: 1050,
    platformFeePaise: 0,
    expected: {
      supplyType: 'intra_state',
      entryFeeTotal: 1050,
      discount: 0,
      cgst: 95,
      sgst: 95,
      igst: 0,
      platformFee: 0,
      platformFeeCgst: 0,
      platformFeeSgst: 0,
      platformFeeIgst: 0,
      convenienceCharge: 25,
      convenienceGst: 5,
      grandTotal: 1270,
    },
  },
  {
    // platform fee 250; its cgst = sgst = 22.5 -> 23; subtotal 250 + 46 = 296
    // convenience 5.92 -> 6; convenience gst 6 x 0.18 = 1.08 -> 1; total 296 + 6 + 1 = 303
    name: 'half-up rounding of the platform fee GST: free tickets, ₹2.50 platform fee',
    ticketTotalPaise: 0,
    platformFeePaise: 250,
    expected: {
      supplyType: 'intra_state',
      entryFeeTotal: 0,
      discount: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      platformFee: 250,
      platformFeeCgst: 23,
      platformFeeSgst: 23,
      platformFeeIgst: 0,
      convenienceCharge: 6,
      convenienceGst: 1,
      grandTotal: 303,
    },
  },
  {
    // tickets 10 x 999900 = 9999000; cgst = sgst = 899910.00; subtotal 9999000 + 1799820 = 11798820
    // convenience 235976.4 -> 235976; convenience gst 235976 x 0.18 = 42475.68 -> 42476
    // total 11798820 + 235976 + 42476 = 12077272 (₹1,20,772.72)
    name: 'large order: 10 tickets at ₹9,999',
    ticketTotalPaise: 9999000,
    platformFeePaise: 0,
    expected: {
      supplyType: 'intra_state',
      entryFeeTotal: 9999000,
      discount: 0,
      cgst: 899910,
      sgst: 899910,
      igst: 0,
      platformFee: 0,
      platformFeeCgst: 0,
      platformFeeSgst: 0,
      platformFeeIgst: 0,
      convenienceCharge: 235976,
      convenienceGst: 42476,
      grandTotal: 12077272,
    },
  },
];

function sumOfLines(charges: Charges): number {
  return (
    charges.entryFeeTotal +
    charges.cgst +
    charges.sgst +
    charges.platformFee +
    charges.igst +
    charges.platformFeeCgst +
    charges.platformFeeSgst +
    charges.platformFeeIgst +
    charges.convenienceCharge +
    charges.convenienceGst
  );
}

describe('computeCharges', () => {
  it.each(cases)('$name', ({ ticketTotalPaise, platformFeePaise, expected }) => {
    expect(computeCharges({ ticketTotalPaise, platformFeePaise, supplyType: 'intra_state' })).toEqual(expected);
  });

  it('always has a grand total equal to the sum of its lines', () => {
    for (let ticketTotalPaise = 0; ticketTotalPaise <= 20_000; ticketTotalPaise += 37) {
      for (const platformFeePaise of [0, 1, 250, 999, 1000, 4999]) {
        const charges = computeCharges({ ticketTotalPaise, platformFeePaise, supplyType: 'intra_state' });
        expect(charges.grandTotal).toBe(sumOfLines(charges));
        // IGST Act §12(6): an event in another state takes IGST 18% in place of CGST + SGST, and
        // SPEC §9's grand total stays the same to the paisa.
        const inter = computeCharges({ ticketTotalPaise, platformFeePaise, supplyType: 'inter_state' });
        expect(inter.grandTotal).toBe(sumOfLines(inter));
        expect(inter.grandTotal).toBe(charges.grandTotal);
        expect([inter.cgst, inter.sgst, inter.platformFeeCgst, inter.platformFeeSgst]).toEqual([0, 0, 0, 0]);
        expect(inter.igst).toBe(charges.cgst + charges.sgst);
        expect(inter.platformFeeIgst).toBe(charges.platformFeeCgst + charges.platformFeeSgst);
        expect([charges.igst, charges.platformFeeIgst]).toEqual([0, 0]);
      }
    }
  });

  // The message names the field that is wrong: money.ts would throw a RangeError of its own a step
  // later, so a test that checks only the error's class passes without computeCharges' own check.
  it.each([
    { input: { ticketTotalPaise: -1, platformFeePaise: 0 }, message: 'ticketTotalPaise', got: '-1' },
    { input: { ticketTotalPaise: 0, platformFeePaise: -1 }, message: 'platformFeePaise', got: '-1' },
    { input: { ticketTotalPaise: 499.5, platformFeePaise: 0 }, message: 'ticketTotalPaise', got: '499.5' },
    { input: { ticketTotalPaise: NaN, platformFeePaise: 0 }, message: 'ticketTotalPaise', got: 'NaN' },
    { input: { ticketTotalPaise: 100, platformFeePaise: 0.5 }, message: 'platformFeePaise', got: '0.5' },
    { input: { ticketTotalPaise: 100, discountPaise: -1, platformFeePaise: 0 }, message: 'discountPaise', got: '-1' },
  ])(
    'refuses amounts that are not whole non-negative paise, naming the field: $message = $got',
    ({ input, message, got }) => {
      const call = () => computeCharges({ ...input, supplyType: 'intra_state' });
      expect(call).toThrow(RangeError);
      expect(call).toThrow(`${message} must be a non-negative integer number of paise, got ${got}`);
    },
  );

  it('takes 0 paise anywhere', () => {
    const charges = computeCharges({ ticketTotalPaise: 0, platformFeePaise: 0, supplyType: 'intra_state' });
    expect(charges.grandTotal).toBe(0);
  });
});

describe('chargesToRupeeStrings', () => {
  it('gives the API its snake_case rupee strings', () => {
    expect(
      chargesToRupeeStrings(
        computeCharges({ ticketTotalPaise: 199600, platformFeePaise: 1000, supplyType: 'intra_state' }),
      ),
    ).toEqual({
      entry_fee_total: '1996.00',
      discount: '0.00',
      cgst: '179.64',
      sgst: '179.64',
      igst: '0.00',
      platform_fee: '10.00',
      platform_fee_cgst: '0.90',
      platform_fee_sgst: '0.90',
      platform_fee_igst: '0.00',
      convenience_charge: '47.34',
      convenience_gst: '8.52',
      grand_total: '2422.94',
    });
  });

  it('writes a free order as zeros with two decimals', () => {
    const strings = chargesToRupeeStrings(
      computeCharges({ ticketTotalPaise: 0, platformFeePaise: 0, supplyType: 'inter_state' }),
    );
    expect(Object.values(strings)).toEqual(Array(12).fill('0.00'));
  });

  it('writes an inter-state order with IGST in place of CGST and SGST, to the same grand total', () => {
    expect(
      chargesToRupeeStrings(
        computeCharges({ ticketTotalPaise: 199600, platformFeePaise: 1000, supplyType: 'inter_state' }),
      ),
    ).toEqual({
      entry_fee_total: '1996.00',
      discount: '0.00',
      cgst: '0.00',
      sgst: '0.00',
      igst: '359.28',
      platform_fee: '10.00',
      platform_fee_cgst: '0.00',
      platform_fee_sgst: '0.00',
      platform_fee_igst: '1.80',
      convenience_charge: '47.34',
      convenience_gst: '8.52',
      grand_total: '2422.94',
    });
  });
});

describe('a promo code discount (issue 28), taken off the tickets before their taxes', () => {
  it('taxes the tickets on what is charged for them, and the convenience charge on that', () => {
    const charges = computeCharges({
      ticketTotalPaise: 100_000,
      discountPaise: 10_000,
      platformFeePaise: 1000,
      supplyType: 'intra_state',
    });
    expect(charges).toMatchObject({ entryFeeTotal: 100_000, discount: 10_000, cgst: 8100, sgst: 8100, igst: 0 });
    // 90,000 + 16,200 tax + 1,000 fee + 180 fee tax = 107,380; 2% = 2,147.6 → 2,148; its GST 386.64 → 387.
    expect(charges.convenienceCharge).toBe(2148);
    expect(charges.convenienceGst).toBe(387);
    expect(charges.grandTotal).toBe(107_380 + 2148 + 387);
  });

  it('may take off the whole of the tickets, leaving the platform fee', () => {
    const charges = computeCharges({
      ticketTotalPaise: 50_000,
      discountPaise: 50_000,
      platformFeePaise: 1000,
      supplyType: 'inter_state',
    });
    expect(charges).toMatchObject({ cgst: 0, sgst: 0, igst: 0, platformFeeIgst: 180 });
    expect(charges.grandTotal).toBe(1000 + 180 + 24 + 4);
  });

  it('refuses a discount above the tickets, or one that is not whole paise', () => {
    expect(() =>
      computeCharges({ ticketTotalPaise: 100, discountPaise: 101, platformFeePaise: 0, supplyType: 'intra_state' }),
    ).toThrow(/discountPaise \(101\) must not exceed ticketTotalPaise \(100\)/);
    expect(() =>
      computeCharges({ ticketTotalPaise: 100, discountPaise: 1.5, platformFeePaise: 0, supplyType: 'intra_state' }),
    ).toThrow(/discountPaise must be a non-negative integer/);
  });
});

describe('splitGst', () => {
  it("shows an inter-state supply's GST as IGST, whole", () => {
    expect(splitGst(213, 'inter_state')).toEqual({ cgst: 0, sgst: 0, igst: 213 });
  });

  it("splits an intra-state supply's GST into CGST and SGST halves, the odd paisa going to CGST", () => {
    expect(splitGst(213, 'intra_state')).toEqual({ cgst: 107, sgst: 106, igst: 0 });
    expect(splitGst(212, 'intra_state')).toEqual({ cgst: 106, sgst: 106, igst: 0 });
    expect(splitGst(0, 'intra_state')).toEqual({ cgst: 0, sgst: 0, igst: 0 });
  });
});
