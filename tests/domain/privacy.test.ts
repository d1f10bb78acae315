// The privacy notice's promises and the retention job read the same numbers (docs/privacy.md).
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_NOTICE, CONSENT_NOTICE, RETENTION_DAYS, retentionMs } from '../../src/domain/privacy';

describe('retentionMs', () => {
  it.each([
    { days: 1, ms: 86_400_000 },
    { days: 7, ms: 604_800_000 },
    { days: 30, ms: 2_592_000_000 },
  ])('$days days is $ms ms', ({ days, ms }) => {
    expect(retentionMs(days)).toBe(ms);
  });
});

describe('what the notices promise about tax documents', () => {
  it('names the years the tax documents are kept', () => {
    expect(RETENTION_DAYS.taxDocumentYears).toBe(8);
    expect(CONSENT_NOTICE.howLong).toContain(`GST invoices are kept for ${RETENTION_DAYS.taxDocumentYears} years`);
    expect(ACCOUNT_DELETION_NOTICE.facts).toContain(
      `GST invoices and credit notes are kept as issued for ${RETENTION_DAYS.taxDocumentYears} years, as tax law requires.`,
    );
  });
});
