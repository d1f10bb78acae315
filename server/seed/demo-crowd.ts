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

export async function seedCrowd(
  db: Db,
  options: { subEventId: number; count: number; registeredAt: Date; fieldUuidByName: ReadonlyMap<string, string> },
): Promise<number> {
  if (options.count > CROWD_NAMES.length) throw new Error(`at most ${CROWD_NAMES.length} crowd attendees`);
  const names = CROWD_NAMES.slice(0, options.count);
  const userRows = await db
    .insert(users)
    .values(
      names.map((fullName, index) => ({
        mobileNumber: crowdMobileNumber(index),
        username: `demo_${fullName.split(' ')[0]?.toLowerCase()}_${index + 1}`,
        fullName,
        email: `${fullName.toLowerCase().replace(/\s+/g, '.')}@example.in`,
        status: 'active' as const,
        isProfileCompleted: true,
        isEmailVerified: true,
        createdAt: options.registeredAt,
        updatedAt: options.registeredAt,
      })),
    )
    .returning();

  // A free event: registration confirms the ticket at once, nothing to pay.
  const participantRows = await db
    .insert(participants)
    .values(
      userRows.map((user) => ({
        userId: user.id,
        subEventId: options.subEventId,
        status: 'confirmed' as const,
        paymentStatus: 'paid' as const,
        amountPaise: 0,
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
