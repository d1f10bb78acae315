import { describe, expect, it } from 'vitest';
import { computeCharges } from '../../src/domain/pricing';
import {
  breakdownLines,
  chargesWithPromo,
  toOrderSummary,
  type ServerOrderSummary,
} from '../../src/domain/order-summary';

type ServerParticipant = ServerOrderSummary['participants'][number];

function participant(overrides: Partial<ServerParticipant> = {}): ServerParticipant {
  return {
    participant_uuid: 'p-1',
    event_category: '10K Run',
    amounts: { entry_fee: '499.00' },
    username: 'Asha Rao',
    email: 'asha@example.in',
    mobile_number: '9876543210',
    registered_at: '2025-01-05T05:00:00.000Z',
    status: 'pending',
    hold_expires_at: '2025-01-05T05:15:00.000Z',
    ...overrides,
  };
}

function serverSummary(overrides: Partial<ServerOrderSummary['summary']> = {}): ServerOrderSummary {
  return {
    event: { title: 'Pune Monsoon Run' },
    sub_event: { sub_event_uuid: 'se-1', name: 'Pune 2025' },
    participants: [participant()],
    summary: { entry_fee_total: '1000.00', platform_fee: '50.00', total_participants: 2, ...overrides },
  };
}

describe('SPEC §3 order summary read from the server', () => {
  it('reads the event, the sub-event and each ticket with its amount in rupees and its §4 status', () => {
    const summary = toOrderSummary(serverSummary());
    expect(summary.subEventUuid).toBe('se-1');
    expect(summary.title).toBe('Pune Monsoon Run');
    expect(summary.subEventName).toBe('Pune 2025');
    expect(summary.tickets).toEqual([
      {
        participantUuid: 'p-1',
        name: 'Asha Rao',
        category: '10K Run',
        email: 'asha@example.in',
        phone: '9876543210',
        amountText: '₹499.00',
        status: { label: 'pending', colour: 'yellow', deletable: true },
        holdExpiresAt: '2025-01-05T05:15:00.000Z',
      },
    ]);
  });

  it('trims the attendee name and calls a ticket without one "Attendee"', () => {
    const names = toOrderSummary({
      ...serverSummary(),
      participants: [
        participant({ username: '  Asha Rao  ' }),
        participant({ username: '   ' }),
        participant({ username: null }),
        participant({ username: undefined }),
      ],
    }).tickets.map((ticket) => ticket.name);
    expect(names).toEqual(['Asha Rao', 'Attendee', 'Attendee', 'Attendee']);
  });

  it('shows missing category, email, phone and hold as null, and a ticket without a status as pending', () => {
    const [ticket] = toOrderSummary({
      ...serverSummary(),
      participants: [
        participant({
          event_category: null,
          email: undefined,
          mobile_number: null,
          status: undefined,
          hold_expires_at: null,
        }),
      ],
    }).tickets;
    expect(ticket).toMatchObject({
      category: null,
      email: null,
      phone: null,
      holdExpiresAt: null,
      status: { label: 'pending', colour: 'yellow', deletable: true },
    });
  });

  it('keeps a confirmed ticket green and not deletable (SPEC §4)', () => {
    const [ticket] = toOrderSummary({
      ...serverSummary(),
      participants: [participant({ status: 'confirmed' })],
    }).tickets;
    expect(ticket?.status).toEqual({ label: 'confirmed', colour: 'green', deletable: false });
  });

  it('computes the breakdown from the summary totals, intra-state unless the server says otherwise', () => {
    const summary = toOrderSummary(serverSummary());
    expect(summary.charges).toEqual(
      computeCharges({ ticketTotalPaise: 100000, platformFeePaise: 5000, supplyType: 'intra_state' }),
    );
    expect(summary.charges.grandTotal).toBe(126824);
    expect(summary.placeOfSupply).toBeNull();
  });

  it('taxes an inter-state supply as IGST and names the place of supply with its state code', () => {
    const summary = toOrderSummary(
      serverSummary({ supply_type: 'inter_state', place_of_supply: { name: 'Karnataka', code: '29' } }),
    );
    expect(summary.charges.supplyType).toBe('inter_state');
    expect(summary.charges.igst).toBe(18000);
    expect(summary.charges.cgst).toBe(0);
    expect(summary.placeOfSupply).toBe('Karnataka (29)');
  });
});

describe('promo code discount on the summary (issue 28)', () => {
  const charges = computeCharges({ ticketTotalPaise: 100000, platformFeePaise: 0, supplyType: 'intra_state' });

  it('leaves the breakdown as it is without a promo code', () => {
    expect(chargesWithPromo(charges, null)).toBe(charges);
  });

  it('takes the discount off the tickets before their taxes', () => {
    const discounted = chargesWithPromo(charges, { code: 'RUN10', discountPaise: 10000 });
    expect(discounted).toEqual(
      computeCharges({
        ticketTotalPaise: 100000,
        discountPaise: 10000,
        platformFeePaise: 0,
        supplyType: 'intra_state',
      }),
    );
    expect(discounted.cgst).toBe(8100);
  });

  it('never discounts more than the tickets cost, keeping the platform fee and the supply type', () => {
    const withFee = computeCharges({ ticketTotalPaise: 100000, platformFeePaise: 5000, supplyType: 'inter_state' });
    const discounted = chargesWithPromo(withFee, { code: 'FREE', discountPaise: 200000 });
    expect(discounted.discount).toBe(100000);
    expect(discounted.igst).toBe(0);
    expect(discounted.platformFee).toBe(5000);
    expect(discounted.platformFeeIgst).toBe(900);
    expect(discounted.supplyType).toBe('inter_state');
    expect(discounted.grandTotal).toBe(5900 + 118 + 21);
  });
});

describe('SPEC §9 price breakdown lines', () => {
  it('lists tickets, CGST and SGST, the platform fee with its taxes, then the convenience charge and its GST', () => {
    const charges = computeCharges({ ticketTotalPaise: 100000, platformFeePaise: 5000, supplyType: 'intra_state' });
    expect(breakdownLines(charges, 2)).toEqual([
      { label: 'Tickets (2)', amount: '₹1,000.00' },
      { label: 'CGST (9%)', amount: '₹90.00' },
      { label: 'SGST (9%)', amount: '₹90.00' },
      { label: 'Platform fee', amount: '₹50.00' },
      { label: 'CGST on platform fee (9%)', amount: '₹4.50' },
      { label: 'SGST on platform fee (9%)', amount: '₹4.50' },
      { label: 'Convenience charge (2%)', amount: '₹24.78' },
      { label: 'GST on convenience charge (18%)', amount: '₹4.46' },
    ]);
  });

  it('shows IGST 18% in place of CGST and SGST on an inter-state supply', () => {
    const charges = computeCharges({ ticketTotalPaise: 100000, platformFeePaise: 5000, supplyType: 'inter_state' });
    expect(breakdownLines(charges, 2)).toEqual([
      { label: 'Tickets (2)', amount: '₹1,000.00' },
      { label: 'IGST (18%)', amount: '₹180.00' },
      { label: 'Platform fee', amount: '₹50.00' },
      { label: 'IGST on platform fee (18%)', amount: '₹9.00' },
      { label: 'Convenience charge (2%)', amount: '₹24.78' },
      { label: 'IGST on convenience charge (18%)', amount: '₹4.46' },
    ]);
  });

  it('leaves out the platform fee lines when the event charges none', () => {
    const charges = computeCharges({ ticketTotalPaise: 49900, platformFeePaise: 0, supplyType: 'intra_state' });
    expect(breakdownLines(charges, 1)).toEqual([
      { label: 'Tickets (1)', amount: '₹499.00' },
      { label: 'CGST (9%)', amount: '₹44.91' },
      { label: 'SGST (9%)', amount: '₹44.91' },
      { label: 'Convenience charge (2%)', amount: '₹11.78' },
      { label: 'GST on convenience charge (18%)', amount: '₹2.12' },
    ]);
  });

  it('puts the discount, named by its code, right under the tickets and taxes what is left', () => {
    const charges = computeCharges({
      ticketTotalPaise: 100000,
      discountPaise: 10000,
      platformFeePaise: 0,
      supplyType: 'intra_state',
    });
    expect(breakdownLines(charges, 2, 'RUN10')).toEqual([
      { label: 'Tickets (2)', amount: '₹1,000.00' },
      { label: 'Discount (RUN10)', amount: '-₹100.00' },
      { label: 'CGST (9%)', amount: '₹81.00' },
      { label: 'SGST (9%)', amount: '₹81.00' },
      { label: 'Convenience charge (2%)', amount: '₹21.24' },
      { label: 'GST on convenience charge (18%)', amount: '₹3.82' },
    ]);
  });

  it('still lists a discount given without a code, naming none', () => {
    const charges = computeCharges({
      ticketTotalPaise: 100000,
      discountPaise: 10000,
      platformFeePaise: 0,
      supplyType: 'intra_state',
    });
    expect(breakdownLines(charges, 2)[1]).toEqual({ label: 'Discount ()', amount: '-₹100.00' });
  });
});
