// src/api/schema.d.ts must be what `npm run gen:api` makes of the current openapi.yaml.
import { readFileSync } from 'node:fs';
import { COMMENT_HEADER } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { SCHEMA_TYPES_URL, SPEC_URL, renderApiTypes } from '../../scripts/gen-api.mjs';

describe('generated API types', () => {
  it('are up to date with openapi.yaml', async () => {
    const expected = await renderApiTypes(SPEC_URL);
    const actual = readFileSync(SCHEMA_TYPES_URL, 'utf8');
    expect(actual === expected, 'src/api/schema.d.ts is stale: run npm run gen:api').toBe(true);
  });

  it("carry openapi-typescript's own header, like its CLI writes", () => {
    expect(readFileSync(SCHEMA_TYPES_URL, 'utf8').startsWith(COMMENT_HEADER)).toBe(true);
  });

  it('type the multipart file as a Blob', () => {
    expect(readFileSync(SCHEMA_TYPES_URL, 'utf8')).toMatch(/\bfile: Blob;/);
  });
});
