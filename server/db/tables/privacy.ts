import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { instant, internalId } from './columns';
import { participants } from './registrations';
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

// DPDP Act 2023 §9: the parent or legal guardian who consented for an attendee under 18, kept with
// the ticket (one row per participant) and gone with it, and so with the account.
export const participantGuardians = pgTable('participant_guardians', {
  participantId: integer('participant_id')
    .primaryKey()
    .references(() => participants.id, { onDelete: 'cascade' }),
  fullName: varchar('full_name', { length: 50 }).notNull(),
  mobileNumber: varchar('mobile_number', { length: 10 }).notNull(),
  consentGivenAt: instant('consent_given_at').notNull(),
});
