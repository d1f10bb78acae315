// The group pass (issue 30): where it lives.
import { describe, expect, it } from 'vitest';
import { groupPassPath } from '../../src/domain/group-pass';

describe('groupPassPath', () => {
  it("is the sub-event's /event/{eventUuid}/passes route", () => {
    expect(groupPassPath('3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b')).toBe(
      '/event/3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b/passes',
    );
  });
});
