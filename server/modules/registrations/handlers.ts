import { callerOf, type AppContext, type ContractHandlers } from '../../context';
import { cancelTicket } from './cancel-ticket';
import { changeTicketCategory, quoteCategoryChange } from './category-change';
import { findCancellableTicket, quoteJson } from './cancellation-rules';
import { getRegistrationForm } from './form';
import { listMyParticipatedEvents, listMyRegistrations } from './my-registrations';
import { requireUuid } from '../catalog/uuid';
import { lookupPincode } from './pincode';
import { getWaitlistEntry, joinWaitlist, leaveWaitlist } from './waitlist';
import { registerParticipant } from './register';
import { removeRegistration, TICKET_REMOVED } from './remove';
import { forgetSavedAttendee, listSavedAttendees, SAVED_ATTENDEE_REMOVED } from './saved-attendees';
import { createTicketTransfer, getTicketTransfer, withdrawTicketTransfer } from './ticket-transfers';
import { acceptTicketTransfer } from './accept-transfer';
import { getTicketDetails, updateTicketDetails } from './ticket-details';

export const TRANSFER_WITHDRAWN = 'Transfer withdrawn';

type RegistrationOperations =
  | 'getRegistrationForm'
  | 'registerParticipant'
  | 'listMyRegistrations'
  | 'listMyParticipatedEvents'
  | 'deleteRegistration'
  | 'listSavedAttendees'
  | 'forgetSavedAttendee'
  | 'lookupPincode'
  | 'quoteTicketCancellation'
  | 'cancelTicket'
  | 'quoteCategoryChange'
  | 'changeTicketCategory'
  | 'getMyWaitlistEntry'
  | 'joinWaitlist'
  | 'leaveWaitlist'
  | 'createTicketTransfer'
  | 'withdrawTicketTransfer'
  | 'getTicketTransfer'
  | 'acceptTicketTransfer'
  | 'getTicketDetails'
  | 'updateTicketDetails';

/** The registration operations of docs/architecture.md; all but lookupPincode need a bearer token. */
export function createRegistrationHandlers(ctx: AppContext): Pick<ContractHandlers, RegistrationOperations> {
  return {
    async getRegistrationForm(request) {
      return { success: true, message: await getRegistrationForm(ctx.db, request.params.subEventUuid) };
    },

    async registerParticipant(request) {
      const caller = callerOf(request);
      const { responses, guardian } = request.body;
      const data = await registerParticipant(ctx, caller, request.params.subEventUuid, responses, guardian);
      return { success: true, message: 'Attendee submitted successfully!', data };
    },

    async listMyRegistrations(request) {
      const registrations = await listMyRegistrations(
        ctx.db,
        callerOf(request),
        request.params.subEventUuid,
        ctx.config.ticketSigningKey,
        ctx.now(),
      );
      return { success: true, message: registrations };
    },

    async listMyParticipatedEvents(request) {
      const participated = await listMyParticipatedEvents(ctx.db, callerOf(request));
      return { success: true, message: { participated_sub_events: participated } };
    },

    async deleteRegistration(request) {
      await removeRegistration(ctx, callerOf(request), request.params.participantUuid);
      return { success: true, message: TICKET_REMOVED };
    },

    async listSavedAttendees(request) {
      const attendees = await listSavedAttendees(ctx.db, callerOf(request));
      return { success: true, message: { attendees } };
    },

    async forgetSavedAttendee(request) {
      await forgetSavedAttendee(ctx.db, callerOf(request), request.params.attendeeUuid);
      return { success: true, message: SAVED_ATTENDEE_REMOVED };
    },

    async quoteTicketCancellation(request) {
      const uuid = requireUuid(request.params.participantUuid, 'participantUuid');
      const ticket = await findCancellableTicket(ctx.db, callerOf(request), uuid, ctx.now(), { lock: false });
      return { success: true, message: quoteJson(ticket) };
    },

    async cancelTicket(request) {
      const cancelled = await cancelTicket(ctx, callerOf(request), request.params.participantUuid, request.log);
      return { success: true, message: cancelled };
    },

    async quoteCategoryChange(request) {
      const quote = await quoteCategoryChange(ctx, callerOf(request), request.params.participantUuid);
      return { success: true, message: quote };
    },

    async changeTicketCategory(request) {
      const { participantUuid } = request.params;
      const answer = await changeTicketCategory(
        ctx,
        callerOf(request),
        participantUuid,
        request.body.category,
        request.log,
      );
      return { success: true, message: answer };
    },

    async getMyWaitlistEntry(request) {
      const answer = await getWaitlistEntry(ctx, callerOf(request), request.params.subEventUuid);
      return { success: true, message: answer };
    },

    async joinWaitlist(request) {
      const answer = await joinWaitlist(ctx, callerOf(request), request.params.subEventUuid, request.body);
      return { success: true, message: answer };
    },

    async leaveWaitlist(request) {
      const answer = await leaveWaitlist(ctx, callerOf(request), request.params.subEventUuid);
      return { success: true, message: answer };
    },

    async createTicketTransfer(request) {
      const sent = await createTicketTransfer(ctx, callerOf(request), request.params.participantUuid, request.body);
      return { success: true, message: sent };
    },

    async withdrawTicketTransfer(request) {
      await withdrawTicketTransfer(ctx, callerOf(request), request.params.participantUuid);
      return { success: true, message: TRANSFER_WITHDRAWN };
    },

    async getTicketTransfer(request) {
      return { success: true, message: await getTicketTransfer(ctx, callerOf(request), request.params.transferUuid) };
    },

    async acceptTicketTransfer(request) {
      const { responses, guardian } = request.body;
      const accepted = await acceptTicketTransfer(
        ctx,
        callerOf(request),
        request.params.transferUuid,
        responses,
        guardian,
      );
      return { success: true, message: accepted };
    },

    async getTicketDetails(request) {
      return { success: true, message: await getTicketDetails(ctx, callerOf(request), request.params.participantUuid) };
    },

    async updateTicketDetails(request) {
      const { responses, guardian } = request.body;
      const updated = await updateTicketDetails(
        ctx,
        callerOf(request),
        request.params.participantUuid,
        responses,
        guardian,
      );
      return { success: true, message: updated };
    },

    async lookupPincode(request) {
      const location = await lookupPincode(ctx.db, request.params.pincode);
      return { success: true, message: 'Location found', data: { location } };
    },
  };
}
