import { describe, expect, it } from 'vitest';
import { toOrderCard } from '../../src/domain/my-orders';
import { distinctCityCount, toMyEventCard } from '../../src/domain/my-events';

describe('SPEC §2 My Orders card', () => {
  it('shows dates as 05 Jan 2025, 10:30 AM in India time, amounts with Indian grouping, a dash when missing', () => {
    const card = toOrderCard({
      id: 7,
      order_uuid: '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c07',
      status: 'paid',
      created_at: '2025-01-05T05:00:00.000Z',
      paid_at: null,
      payment_method: null,
      total_amount: '123456.5',
      razorpay_order_id: null,
    });
    expect(card).toEqual({
      id: 7,
      orderUuid: '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c07',
      badge: { label: 'paid', colour: 'green' },
      pendingText: null,
      orderDate: '05 Jan 2025, 10:30 AM',
      paymentDate: '-',
      paymentMethod: '-',
      totalAmount: '₹1,23,456.50',
      providerOrderId: '-',
      invoicePath: '/my-orders/7',
      invoiceNumber: null,
      creditNote: null,
    });
  });

  it('shows the invoice number and the credit note of a refund after payment, citing the invoice', () => {
    const card = toOrderCard({
      id: 8,
      order_uuid: '0b7c6f2e-1d1a-4a59-9d6c-3a8f0e1b2c08',
      status: 'refunded',
      created_at: '2025-01-05T05:00:00.000Z',
      paid_at: null,
      payment_method: 'card',
      total_amount: '965.07',
      razorpay_order_id: 'order_x',
      invoice_number: 'SL/24-25/000042',
      credit_note: {
        number: 'CN/24-25/000001',
        issued_at: '2025-01-05T05:02:00.000Z',
        invoice_number: 'SL/24-25/000042',
      },
    });
    expect(card.invoiceNumber).toBe('SL/24-25/000042');
    expect(card.creditNote).toEqual({
      number: 'CN/24-25/000001',
      detail: 'against invoice SL/24-25/000042, 05 Jan 2025, 10:32 AM',
    });
  });

  it.each([
    ['failed', 'red'],
    ['cancelled', 'grey'],
    ['refunded', 'grey'],
  ])('colours a %s order %s', (status, colour) => {
    const card = toOrderCard({
      id: 1,
      order_uuid: 'x',
      status,
      created_at: null,
      paid_at: null,
      payment_method: 'upi',
      total_amount: '10.00',
      razorpay_order_id: 'order_1',
    });
    expect(card.badge).toEqual({ label: status, colour });
    expect(card.pendingText).toBeNull();
  });

  it("says a pending order is being confirmed by the bank, in the checkout's words (issue 28)", () => {
    const card = toOrderCard({
      id: 2,
      order_uuid: 'y',
      status: 'pending',
      created_at: null,
      paid_at: null,
      payment_method: null,
      total_amount: '10.00',
      razorpay_order_id: 'order_2',
    });
    expect(card.badge).toEqual({ label: 'pending', colour: 'yellow' });
    expect(card.pendingText).toBe('Payment is being confirmed by your bank');
  });
});

describe('SPEC §2 My Events cards', () => {
  it('counts distinct cities whatever their case and spaces, and skips events without a city', () => {
    const base = {
      event_title: 'Run',
      sub_event_ticket_name: null,
      sub_event_banner_url_path: null,
      event_banner_url_path: null,
      state_name: 'Maharashtra',
      country_name: 'India',
      sub_event_start_date: null,
    };
    const cards = [
      toMyEventCard({ ...base, sub_event_uuid: 'a', city_name: 'Pune' }),
      toMyEventCard({ ...base, sub_event_uuid: 'b', city_name: ' pune' }),
      toMyEventCard({ ...base, sub_event_uuid: 'c', city_name: null }),
    ];
    expect(distinctCityCount(cards)).toBe(1);
    expect(cards[2]).toMatchObject({ location: 'Maharashtra', date: 'Date TBD', image: '/images/event-default.svg' });
  });
});

describe('SPEC §2 My Orders card: padded and missing fields', () => {
  const order = {
    id: 9,
    order_uuid: 'z',
    status: 'paid',
    created_at: '2025-01-05T05:00:00.000Z',
    paid_at: '2025-01-05T05:02:00.000Z',
    payment_method: 'upi',
    total_amount: '499.00',
    razorpay_order_id: 'order_9',
    invoice_number: 'SL/24-25/000009',
  };

  it('shows the payment date, method, provider order and invoice number, trimmed', () => {
    expect(
      toOrderCard({
        ...order,
        payment_method: ' upi ',
        razorpay_order_id: ' order_9 ',
        invoice_number: ' SL/24-25/000009 ',
      }),
    ).toMatchObject({
      paymentDate: '05 Jan 2025, 10:32 AM',
      paymentMethod: 'upi',
      totalAmount: '₹499.00',
      providerOrderId: 'order_9',
      invoiceNumber: 'SL/24-25/000009',
    });
  });

  it('shows a dash for blank or missing fields and for an amount it cannot read', () => {
    expect(
      toOrderCard({
        ...order,
        payment_method: '  ',
        razorpay_order_id: '  ',
        invoice_number: '  ',
        total_amount: null,
      }),
    ).toMatchObject({ paymentMethod: '-', providerOrderId: '-', invoiceNumber: null, totalAmount: '-' });
    expect(toOrderCard({ ...order, total_amount: 'abc' }).totalAmount).toBe('-');
  });

  it('reads a padded pending status as pending, and a missing status as no status', () => {
    expect(toOrderCard({ ...order, status: ' pending ' }).pendingText).toBe('Payment is being confirmed by your bank');
    expect(toOrderCard({ ...order, status: null })).toMatchObject({
      badge: { label: 'unknown', colour: 'grey' },
      pendingText: null,
    });
  });
});
