import type { Db } from '../db/connect';
import { participantResponses, participants, users } from '../db/schema';

// Registered attendees that make one capped event nearly full. They are roster entries, not
// accounts anyone signs in with: no MPIN is set.
const CROWD_NAMES = [
  'Aarav Sharma',
  'Diya Patel',
  'Vivaan Iyer',
  'Ananya Reddy',
  'Aditya Nair',
  'Isha Gupta',
  'Kabir Singh',
  'Meera Joshi',
  'Arjun Menon',
  'Saanvi Kulkarni',
  'Rohan Das',
  'Kavya Rao',
  'Ishaan Chatterjee',
  'Priya Pillai',
  'Reyansh Bose',
  'Aadhya Mehta',
  'Krishna Verma',
  'Tara Banerjee',
  'Dhruv Malhotra',
  'Nisha Choudhury',
  'Vihaan Kapoor',
  'Riya Deshpande',
  'Sai Krishnan',
  'Anika Ghosh',
  'Aryan Saxena',
  'Pooja Hegde',
  'Yash Agarwal',
  'Neha Bhatt',
  'Kunal Thakur',
  'Sneha Mishra',
] as const;

/** Mobile numbers 9000000001 upwards: valid Indian mobiles (start 9) reserved for the demo roster. */
export const crowdMobileNumber = (index: number) => `90000${String(index + 1).padStart(5, '0')}`;

export interface CrowdOptions {
  subEventId: number;
  count: number;
  /** The first roster number (mobile 9000000001 + firstIndex): each crowd its own accounts. Default 0. */
  firstIndex?: number;
  /** What each ticket was bought for; 0 (a free event) by default. */
  amountPaise?: number;
  registeredAt: Date;
  fieldUuidByName: ReadonlyMap<string, string>;
}

export async function seedCrowd(db: Db, options: CrowdOptions): Promise<number> {
  if (options.count > CROWD_NAMES.length) throw new Error(`at most ${CROWD_NAMES.length} crowd attendees`);
  const first = options.firstIndex ?? 0;
  // Names repeat past the roster's end; the accounts (mobile, username) never do.
  const names = Array.from(
    { length: options.count },
    (_, offset) => CROWD_NAMES[(first + offset) % CROWD_NAMES.length]!,
  );
  const userRows = await db
    .insert(users)
    .values(
      names.map((fullName, offset) => {
        const index = first + offset;
        const local = fullName.toLowerCase().replace(/\s+/g, '.');
        return {
          mobileNumber: crowdMobileNumber(index),
          username: `demo_${fullName.split(' ')[0]?.toLowerCase()}_${index + 1}`,
          fullName,
          email: index < CROWD_NAMES.length ? `${local}@example.in` : `${local}.${index + 1}@example.in`,
          status: 'active' as const,
          isProfileCompleted: true,
          isEmailVerified: true,
          createdAt: options.registeredAt,
          updatedAt: options.registeredAt,
        };
      }),
    )
    .returning();

  // Confirmed and paid (on a paid event, as if bought at the venue desk: there is no order to show).
  const participantRows = await db
    .insert(participants)
    .values(
      userRows.map((user) => ({
        userId: user.id,
        subEventId: options.subEventId,
        status: 'confirmed' as const,
        paymentStatus: 'paid' as const,
        amountPaise: options.amountPaise ?? 0,
        registeredAt: options.registeredAt,
        paidAt: options.registeredAt,
        // Paid tickets hold their place for good: no hold to expire (TICKET_HOLD_MINUTES is for unpaid ones).
        holdExpiresAt: null,
      })),
    )
    .returning();

  const response = (participantId: number, fieldName: string, responseText: string) => {
    const fieldUuid = options.fieldUuidByName.get(fieldName);
    if (!fieldUuid) throw new Error(`the crowd's event has no ${fieldName} field`);
    return { participantId, fieldUuid, fieldName, responseText };
  };
  await db.insert(participantResponses).values(
    participantRows.flatMap((participant, index) => {
      const user = userRows[index];
      if (!user) return [];
      return [
        response(participant.id, 'mandatory_participant_name', user.fullName ?? ''),
        response(participant.id, 'mandatory_email', user.email ?? ''),
        response(participant.id, 'mandatory_phone', user.mobileNumber),
      ];
    }),
  );
  return participantRows.length;
}
