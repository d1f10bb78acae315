import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pincodes } from '../../../server/db/schema';
import { createTestServer, type TestServer } from '../../support/server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ pincodes: true });
});

afterAll(async () => {
  await server?.close();
});

function lookup(pincode: string) {
  return server.client.GET('/pincodes/location/{pincode}', { params: { path: { pincode } } });
}

describe('lookupPincode', () => {
  it('answers the district and state of a PIN code, without a token', async () => {
    const { data, response } = await lookup('110001');
    expect(response.status).toBe(200);
    expect(data).toEqual({
      success: true,
      message: 'Location found',
      data: {
        location: {
          pincode: '110001',
          city: { id: expect.any(Number), name: 'Central Delhi' },
          state: { id: expect.any(Number), name: 'Delhi' },
        },
      },
    });
    const bengaluru = await lookup('560034');
    expect(bengaluru.data?.data.location.state.name).toBe('Karnataka');
  });

  it.each([
    ['012345', 'Pincode cannot start with 0'],
    ['1100', 'Pincode must be exactly 6 digits'],
    ['1100011', 'Pincode must be exactly 6 digits'],
    ['11000a', 'Pincode must be exactly 6 digits'],
    ['abcdef', 'Pincode must be exactly 6 digits'],
  ])('answers 400 to %s', async (pincode, message) => {
    const { response, error } = await lookup(pincode);
    expect(response.status).toBe(400);
    expect(error).toEqual({ success: false, message, error: message });
  });

  it("answers 404 'Location not found for this pincode' to an unknown PIN code, changing nothing", async () => {
    const before = (await server.ctx.db.select({ pincode: pincodes.pincode }).from(pincodes)).length;
    const { response, error } = await lookup('999999');
    expect(response.status).toBe(404);
    expect(error).toEqual({
      success: false,
      message: 'Location not found for this pincode',
      error: 'Location not found for this pincode',
    });
    expect((await server.ctx.db.select({ pincode: pincodes.pincode }).from(pincodes)).length).toBe(before);
  });
});
