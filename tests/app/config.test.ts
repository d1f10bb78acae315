import { describe, expect, it } from 'vitest';
import { RuntimeConfigError, loadRuntimeConfig, parseRuntimeConfig } from '../../src/app/config';

const served = {
  apiBaseUrl: '/api/v1',
  checkoutScriptUrl: '/sandbox/checkout.js',
  paymentProvider: 'sandbox',
  organizerUrl: 'https://organizer.startline.example/',
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=72.7757%2C18.8928%2C72.9864%2C19.2705&layer=mapnik',
  company: {
    name: 'Startline Sports Technologies Pvt. Ltd.',
    addressLines: ['4th Floor, 80 Feet Road', 'Bengaluru, Karnataka 560034'],
    gstin: '29ABCDE1234F1Z5',
    email: 'support@startline.example',
    phone: '+91 80 4000 1234',
  },
};

describe('runtime config', () => {
  it('reads what the server serves at /config.json', async () => {
    const requested: string[] = [];
    const config = await loadRuntimeConfig(async (url) => {
      requested.push(String(url));
      return new Response(JSON.stringify(served), { headers: { 'Content-Type': 'application/json' } });
    });
    expect(requested).toEqual(['/config.json']);
    expect(config).toEqual({
      apiBaseUrl: '/api/v1',
      checkoutScriptUrl: '/sandbox/checkout.js',
      organizerUrl: 'https://organizer.startline.example/',
      mapEmbedUrl: served.mapEmbedUrl,
      company: served.company,
    });
  });

  it('refuses a failed answer', async () => {
    await expect(loadRuntimeConfig(async () => new Response('nope', { status: 503 }))).rejects.toThrow(
      'config.json answered 503',
    );
  });

  it('names the setting that is missing or malformed', () => {
    expect(() => parseRuntimeConfig({ ...served, apiBaseUrl: '' })).toThrow('config.apiBaseUrl');
    expect(() => parseRuntimeConfig({ ...served, company: { ...served.company, addressLines: 'one line' } })).toThrow(
      'config.company.addressLines',
    );
    expect(() => parseRuntimeConfig([])).toThrow(RuntimeConfigError);
  });

  it('needs the Route Map embed as an absolute web address', () => {
    const { mapEmbedUrl: _omitted, ...withoutMap } = served;
    expect(() => parseRuntimeConfig(withoutMap)).toThrow('config.mapEmbedUrl must be a non-empty string');
    expect(() => parseRuntimeConfig({ ...served, mapEmbedUrl: '/maps/mumbai' })).toThrow(
      'config.mapEmbedUrl must be an absolute http(s) URL',
    );
    expect(() => parseRuntimeConfig({ ...served, mapEmbedUrl: 'javascript:alert(1)' })).toThrow(
      'config.mapEmbedUrl must be an absolute http(s) URL',
    );
    expect(parseRuntimeConfig({ ...served, mapEmbedUrl: 'https://maps.example.in/embed?city=Pune' }).mapEmbedUrl).toBe(
      'https://maps.example.in/embed?city=Pune',
    );
  });
});
