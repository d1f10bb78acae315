// 'Your Registrations': every recorded path on a real actor, held to models/my-registrations.model.ts,
// plus SPEC §3/§4 examples read through the view-model.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { MyRegistrationsMachine } from '../../../machines/my-registrations/my-registrations.machine';
import { myRegistrationsConnect } from '../../../machines/my-registrations/my-registrations.connect';
import { describeGraph, startRig } from '../shared/graph-harness';
import {
  PAID_UUID,
  SUB_EVENT_UUID,
  UNPAID_UUID,
  myRegistrationsModel,
  noAttendees,
  twoAttendees,
  afterCancelling,
  afterSendingTransfer,
} from './my-registrations.model';

describeGraph(myRegistrationsModel);

describe('my registrations: SPEC §3 and §4 examples', () => {
  function started(signedIn: boolean) {
    const rig = startRig(myRegistrationsModel, { subEventUuid: SUB_EVENT_UUID, signedIn });
    rig.actor.start();
    const view = () =>
      myRegistrationsConnect(rig.actor.getSnapshot() as SnapshotFrom<MyRegistrationsMachine>, (event) =>
        rig.actor.send(event),
      );
    return { rig, view };
  }

  it("shows each attendee with 'Registered' (green) when paid and 'Payment Pending' (yellow) when not", async () => {
    const { rig, view } = started(true);
    expect(view().screen).toBe('loading');
    await rig.drive({ type: 'xstate.done.actor.loadRegistrations', output: twoAttendees }, 'loaded');
    expect(view()).toMatchObject({ screen: 'loaded', totalParticipants: 2, completedCount: 1, pendingCount: 1 });
    expect(view().rows).toEqual([
      {
        participantUuid: twoAttendees.participants[0]!.participantUuid,
        name: 'Asha Rao',
        email: 'asha@example.in',
        phone: '9876543210',
        badge: { label: 'Registered', colour: 'green' },
        registeredAt: '05 Jan 2031, 10:30 AM',
        amount: '₹499.00',
        viewTicketLabel: 'View e-ticket for Asha Rao',
        cancelLabel: 'Cancel ticket for Asha Rao',
        transferLabel: 'Transfer ticket for Asha Rao',
        transferPending: false,
        transferLine: null,
        edit: {
          label: 'Edit details for Asha Rao',
          path: `/tickets/${twoAttendees.participants[0]!.participantUuid}/details`,
        },
        detailsUpdatedLine: null,
        changeCategoryLabel: 'Change category for Asha Rao',
        categoryChanged: null,
        cancelled: null,
      },
      expect.objectContaining({
        name: 'Vikram Rao',
        edit: null,
        badge: { label: 'Payment Pending', colour: 'yellow' },
        viewTicketLabel: null,
        cancelLabel: null,
      }),
    ]);
    expect(view().policyText).toBe(
      'You can cancel a paid ticket until 08 Feb 2031, 06:30 AM; the event keeps 10% of its price.',
    );
    expect(view().editPolicyText).toBe('You can correct attendee details until 06 Feb 2031, 06:30 AM.');
  });

  it("opens the cancel dialog's flow on 'Cancel ticket' and shows the ticket Cancelled once it is", async () => {
    const { rig, view } = started(true);
    await rig.drive({ type: 'xstate.done.actor.loadRegistrations', output: twoAttendees }, 'loaded');
    view().cancelTicket(twoAttendees.participants[0]!.participantUuid);
    expect(view().cancellation).not.toBeNull();
    await rig.drive({ type: 'xstate.done.actor.ticketCancellation', output: { cancelled: true } }, 'cancelled');
    expect(view()).toMatchObject({ cancellation: null, refreshing: true, screen: 'loaded' });
    await rig.drive({ type: 'xstate.done.actor.loadRegistrations', output: afterCancelling }, 'loaded');
    expect(view()).toMatchObject({ refreshing: false, completedCount: 0, cancelledCount: 1 });
    expect(view().rows[0]).toMatchObject({
      badge: { label: 'Cancelled', colour: 'grey' },
      cancelLabel: null,
      viewTicketLabel: null,
      cancelled: { refund: '₹529.94', refundStatus: 'Refund requested', creditNote: 'Credit note CN/26-27/000003' },
    });
  });

  it("opens the transfer dialog's flow on 'Transfer ticket'; a waiting transfer is pending, blocks cancelling and offers 'Withdraw transfer'", async () => {
    const { rig, view } = started(true);
    await rig.drive({ type: 'xstate.done.actor.loadRegistrations', output: twoAttendees }, 'loaded');
    expect(view().transferPolicyText).toBe(
      'You can transfer a paid ticket to someone else until 07 Feb 2031, 06:30 AM.',
    );
    expect(view().rows[1]).toMatchObject({ transferLabel: null });
    view().transferTicket(PAID_UUID);
    expect(view().transfer).not.toBeNull();
    await rig.drive({ type: 'xstate.done.actor.ticketTransfer', output: { changed: true } }, 'sent');
    expect(view()).toMatchObject({ transfer: null, refreshing: true });
    await rig.drive({ type: 'xstate.done.actor.loadRegistrations', output: afterSendingTransfer }, 'loaded');
    expect(view().rows[0]).toMatchObject({
      badge: { label: 'Transfer pending', colour: 'yellow' },
      viewTicketLabel: 'View e-ticket for Asha Rao',
      cancelLabel: null,
      transferLabel: "Withdraw transfer of Asha Rao's ticket",
      transferPending: true,
      transferLine: 'Waiting for Meera Iyer (+91 9123456780) to accept, until 07 Feb 2031, 06:30 AM',
    });
  });

  it('shows a ticket given away as Transferred, to whom, without its e-ticket; and a received one from whom', async () => {
    const { rig, view } = started(true);
    const [asha, vikram] = twoAttendees.participants;
    const accepted = { ...afterSendingTransfer.participants[0]!.transfer!, status: 'accepted' as const };
    await rig.drive(
      {
        type: 'xstate.done.actor.loadRegistrations',
        output: {
          ...twoAttendees,
          participants: [
            { ...asha!, status: 'transferred', ticketCode: null, transfer: accepted },
            { ...vikram!, status: 'confirmed', paymentStatus: 'paid', transferredFrom: 'Kiran Das' },
          ],
          pendingCount: 0,
          completedCount: 1,
          transferredCount: 1,
        },
      },
      'loaded',
    );
    expect(view().transferredCount).toBe(1);
    // Asha's own ticket was bought, so the cancellation rule is still said.
    expect(view().policyText).not.toBeNull();
    expect(view().rows[0]).toMatchObject({
      badge: { label: 'Transferred', colour: 'grey' },
      viewTicketLabel: null,
      cancelLabel: null,
      transferLabel: null,
      transferLine: 'Transferred to Meera Iyer',
    });
    // Received by transfer: it can go on to someone else but not be cancelled (the refund would go to the buyer).
    expect(view().rows[1]).toMatchObject({
      cancelLabel: null,
      transferLabel: 'Transfer ticket for Vikram Rao',
      transferLine: 'Transferred to you by Kiran Das',
    });
  });

  it('says when there is nobody, and when the list could not be loaded; Retry asks again', async () => {
    const { rig, view } = started(true);
    await rig.drive({ type: 'xstate.error.actor.loadRegistrations', error: new Error('offline') }, 'failed');
    expect(view()).toMatchObject({ screen: 'failed', errorMessage: 'Failed to load your registrations', rows: [] });
    rig.actor.send({ type: 'RETRY' });
    expect(view().screen).toBe('loading');
    await rig.drive({ type: 'xstate.done.actor.loadRegistrations', output: noAttendees }, 'empty');
    expect(view()).toMatchObject({ screen: 'empty', errorMessage: null, rows: [] });
  });

  it('asks a signed-out person to sign in, loads once they have, and hides the list when they sign out', async () => {
    const { rig, view } = started(false);
    expect(view().screen).toBe('signedOut');
    expect(rig.calls()).toEqual([]);
    rig.actor.send({ type: 'SESSION.CHANGE', signedIn: true });
    await rig.drive({ type: 'xstate.done.actor.loadRegistrations', output: twoAttendees }, 'loaded');
    expect(view().rows).toHaveLength(2);
    rig.actor.send({ type: 'SESSION.CHANGE', signedIn: false });
    expect(view()).toMatchObject({ screen: 'signedOut', rows: [] });
  });

  it("opens a paid attendee's e-ticket, never an unpaid one's, and prints it alone or all paid ones", async () => {
    const { rig, view } = started(true);
    await rig.drive({ type: 'xstate.done.actor.loadRegistrations', output: twoAttendees }, 'loaded');
    const printed: string[] = [];
    rig.actor.on('printTickets', (event) => printed.push(event.type));
    expect(view()).toMatchObject({ openTicket: null, canPrintAll: true });
    expect(view().printTickets.map((ticket) => ticket.name)).toEqual(['Asha Rao']);

    rig.actor.send({ type: 'TICKET.OPEN', participantUuid: UNPAID_UUID });
    expect(view().openTicket).toBeNull();

    rig.actor.send({ type: 'TICKET.OPEN', participantUuid: PAID_UUID });
    expect(view().openTicket).toEqual({
      participantUuid: PAID_UUID,
      name: 'Asha Rao',
      category: '10K',
      code: twoAttendees.participants[0]!.ticketCode,
      eventTitle: 'Pune Riverside 10K',
      subEventName: '10K Open',
      date: 'February 9, 2031 at 6:30 AM',
      venue: 'Riverside Ground, Pune',
    });
    expect(view().printTickets).toEqual([view().openTicket]);
    rig.actor.send({ type: 'TICKET.PRINT' });
    expect(printed).toEqual(['printTickets']);

    rig.actor.send({ type: 'TICKET.CLOSE' });
    expect(view().openTicket).toBeNull();
    rig.actor.send({ type: 'TICKETS.PRINT_ALL' });
    expect(printed).toEqual(['printTickets', 'printTickets']);
  });

  it('offers no printing when nobody is paid', async () => {
    const { rig, view } = started(true);
    const unpaidOnly = { ...twoAttendees, participants: [twoAttendees.participants[1]!] };
    await rig.drive({ type: 'xstate.done.actor.loadRegistrations', output: unpaidOnly }, 'loaded');
    expect(view()).toMatchObject({ canPrintAll: false, printTickets: [], openTicket: null });
  });
});

describe('a holder of tickets received by transfer only', () => {
  it('is not told the cancellation rule, which is not theirs, but is told the transfer rule', async () => {
    const rig = startRig(myRegistrationsModel, { subEventUuid: SUB_EVENT_UUID, signedIn: true });
    rig.actor.start();
    const [asha] = twoAttendees.participants;
    await rig.drive(
      {
        type: 'xstate.done.actor.loadRegistrations',
        output: { ...twoAttendees, participants: [{ ...asha!, transferredFrom: 'Kiran Das' }] },
      },
      'loaded',
    );
    const view = myRegistrationsConnect(rig.actor.getSnapshot() as SnapshotFrom<MyRegistrationsMachine>, (event) =>
      rig.actor.send(event),
    );
    expect(view.policyText).toBeNull();
    expect(view.transferPolicyText).toBe('You can transfer a paid ticket to someone else until 07 Feb 2031, 06:30 AM.');
    expect(view.rows[0]).toMatchObject({ cancelLabel: null, transferLabel: 'Transfer ticket for Asha Rao' });
  });
});
