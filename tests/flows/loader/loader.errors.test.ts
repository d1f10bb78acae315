// The loader's one failure convention (machines/shared/loader.types.ts): a server that answered and said
// no throws a LoadRefusedError, which names itself in the logs.
import { describe, expect, it } from 'vitest';
import { LoadRefusedError } from '../../../machines/shared/loader.types';

describe('a refused load', () => {
  it('names itself and keeps the reason it was given', () => {
    expect(new LoadRefusedError('Failed to load your events.')).toMatchObject({
      name: 'LoadRefusedError',
      message: 'Failed to load your events.',
    });
  });
});
