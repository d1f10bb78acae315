// GET /.well-known/startline-revoked-tickets/{subEventUuid}: the sub-event's signed revocation list
// (revocation-list.ts), readable from any origin like the public key; organisers fetch it again before
// the gates open, so it is never cached stale.
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { GONE_PARTICIPANT_STATUSES, participants, subEvents } from '../../db/schema';
import { notFound } from '../../errors';
import { requireUuid } from '../catalog/uuid';
import { signRevocationList } from './revocation-list';
import { signingKeyOf } from './signing-key';

export const REVOCATION_LIST_PATH = '/.well-known/startline-revoked-tickets/:subEventUuid';

export async function registerRevocationRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const key = signingKeyOf(ctx.config.ticketSigningKey);
  app.get<{ Params: { subEventUuid: string } }>(REVOCATION_LIST_PATH, async (request, reply) => {
    const uuid = requireUuid(request.params.subEventUuid, 'subEventUuid');
    const [subEvent] = await ctx.db
      .select({ id: subEvents.id })
      .from(subEvents)
      .where(eq(subEvents.subEventUuid, uuid));
    if (!subEvent) throw notFound('Event not found');
    // Only tickets that were paid had a code to revoke; ones removed before payment never had one.
    const rows = await ctx.db
      .select({ uuid: participants.participantUuid })
      .from(participants)
      .where(
        and(
          eq(participants.subEventId, subEvent.id),
          inArray(participants.status, [...GONE_PARTICIPANT_STATUSES]),
          isNotNull(participants.paidAt),
        ),
      )
      .orderBy(asc(participants.participantUuid));
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-cache')
      .header('access-control-allow-origin', '*')
      .send(
        signRevocationList(
          key,
          uuid,
          ctx.now(),
          rows.map((row) => row.uuid),
        ),
      );
  });
}
