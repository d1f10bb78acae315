// What the summary's calls throw when they fail (OrderSummaryCallError): the server's text when it sent
// one, else a message for the log that says how the call failed (its HTTP status, or no answer at all).
import { describe, expect, it } from 'vitest';
import { OrderSummaryCallError } from '../../../machines/order-summary/order-summary.types';

describe('order summary: what a failed call reports', () => {
  it("the server's own text when it sent one", () => {
    expect(new OrderSummaryCallError(409, 'Only pending tickets can be removed').message).toBe(
      'Only pending tickets can be removed',
    );
  });

  it('the HTTP status when the server answered without a text', () => {
    const error = new OrderSummaryCallError(503, null);
    expect(error.message).toBe('Order summary call failed with 503');
    expect(error).toMatchObject({ name: 'OrderSummaryCallError', status: 503, serverMessage: null });
  });

  it('that there was no answer at all when the request never reached the server', () => {
    expect(new OrderSummaryCallError(undefined, null).message).toBe('Order summary call failed without a response');
  });
});
