import { callerOf, type AppContext, type Handlers } from '../../context';
import type { SubmittedResponse } from './answers';
import { getRegistrationForm } from './form';
import { listMyParticipatedEvents, listMyRegistrations } from './my-registrations';
import { lookupPincode } from './pincode';
import { registerParticipant } from './register';
import { removeRegistration, TICKET_REMOVED } from './remove';

interface SubEventParams {
  subEventUuid?: unknown;
}
interface ParticipantParams {
  participantUuid?: unknown;
}
interface PincodeParams {
  pincode?: unknown;
}
interface RegisterBody {
  responses?: SubmittedResponse[];
}

/** The registration operations of docs/architecture.md; all but lookupPincode need a bearer token. */
export function createRegistrationHandlers(ctx: AppContext): Handlers {
  return {
    async getRegistrationForm(request) {
      const { subEventUuid } = request.params as SubEventParams;
      return { success: true, message: await getRegistrationForm(ctx.db, subEventUuid) };
    },

    async registerParticipant(request) {
      const { subEventUuid } = request.params as SubEventParams;
      const { responses = [] } = (request.body ?? {}) as RegisterBody;
      const data = await registerParticipant(ctx, callerOf(request), subEventUuid, responses);
      return { success: true, message: 'Attendee submitted successfully!', data };
    },

    async listMyRegistrations(request) {
      const { subEventUuid } = request.params as SubEventParams;
      return { success: true, message: await listMyRegistrations(ctx.db, callerOf(request), subEventUuid) };
    },

    async listMyParticipatedEvents(request) {
      const participated = await listMyParticipatedEvents(ctx.db, callerOf(request));
      return { success: true, message: { participated_sub_events: participated } };
    },

    async deleteRegistration(request) {
      const { participantUuid } = request.params as ParticipantParams;
      await removeRegistration(ctx, callerOf(request), participantUuid);
      return { success: true, message: TICKET_REMOVED };
    },

    async lookupPincode(request) {
      const { pincode } = request.params as PincodeParams;
      const location = await lookupPincode(ctx.db, pincode);
      return { success: true, message: 'Location found', data: { location } };
    },
  };
}
