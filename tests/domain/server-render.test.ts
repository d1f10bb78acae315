// The contract between the build's page renderer and the server that loads it at start.
import { describe, expect, it } from 'vitest';
import { SERVER_RENDER_FILE } from '../../src/domain/server-render';

describe('SERVER_RENDER_FILE', () => {
  it('is an ES module Node loads by its name alone, beside the app (no folder)', () => {
    expect(SERVER_RENDER_FILE).toBe('server-render.mjs');
    expect(SERVER_RENDER_FILE).not.toContain('/');
  });
});
