import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { instant, internalId } from './columns';
import { users } from './users';

// DPDP Act 2023 §6: consent is given to a notice, and the Data Fiduciary must be able to show it was.
// One row per consent: when the person agreed, and to which version of the privacy policy. Goes with
// the account when it is deleted (the account, and so the purpose, is gone).
export const consents = pgTable(
  'consents',
  {
    id: internalId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The privacy policy's version the notice linked to (src/domain/privacy.ts). */
    policyVersion: varchar('policy_version', { length: 32 }).notNull(),
    givenAt: instant('given_at').notNull(),
  },
  (t) => [index('consents_user_idx').on(t.userId)],
);
