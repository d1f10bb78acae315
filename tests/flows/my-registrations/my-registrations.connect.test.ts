// What the 'Your Registrations' panel reads (myRegistrationsConnect), written out by hand from SPEC §2
// ("With query from=my-events ... a 'Your Registrations' panel is shown"), §3 (My registrations for an
// event) and §4 (participant display status), and issue 28's policy lines: which screen shows, the
// counts, which rules are said to whom, which e-ticket the dialog shows, the group pass link, and what
// each button sends. Snapshots are resolved from (state, context); the dialogs' own flows are read from
// a real actor, as only a running panel has them.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom, StateValue } from 'xstate';
import { myRegistrationsConnect } from '../../../machines/my-registrations/my-registrations.connect';
import {
  myRegistrationsMachine,
  type MyRegistrationsMachine,
} from '../../../machines/my-registrations/my-registrations.machine';
import type {
  MyRegistrationsContext,
  MyRegistrationsEvent,
} from '../../../machines/my-registrations/my-registrations.types';
import type { MyRegistrations } from '../../../src/domain/my-registrations';
import { startRig } from '../shared/graph-harness';
import { PAID_UUID, SUB_EVENT_UUID, UNPAID_UUID, myRegistrationsModel, twoAttendees } from './my-registrations.model';

const BASE: MyRegistrationsContext = {
  subEventUuid: SUB_EVENT_UUID,
  signedIn: true,
  registrations: null,
  errorMessage: null,
  openTicketUuid: null,
  cancellingUuid: null,
  transferringUuid: null,
  changingCategoryUuid: null,
};

const [ASHA, VIKRAM] = twoAttendees.participants as [
  MyRegistrations['participants'][number],
  MyRegistrations['participants'][number],
];

/** Vikram paid too: two tickets, his listed second. */
const bothPaid: MyRegistrations = {
  ...twoAttendees,
  participants: [
    ASHA,
    {
      ...VIKRAM,
      status: 'confirmed',
      paymentStatus: 'paid',
      paidAt: '2031-01-06T05:10:00.000Z',
      ticketCode: `SL1.${UNPAID_UUID}.${SUB_EVENT_UUID}.BBBBBBBBBBBBBBBBBBBBBBBB`,
    },
  ],
  pendingCount: 0,
  completedCount: 2,
};

/** Nobody has paid: Vikram alone, payment pending. */
const unpaidOnly: MyRegistrations = {
  ...twoAttendees,
  participants: [VIKRAM],
  pendingCount: 1,
  completedCount: 0,
  totalParticipants: 1,
};

function faceOf(value: StateValue, context: Partial<MyRegistrationsContext> = {}) {
  const sent: MyRegistrationsEvent[] = [];
  const snapshot = myRegistrationsMachine.resolveState({ value, context: { ...BASE, ...context } });
  const face = myRegistrationsConnect(snapshot, (event) => void sent.push(event));
  return { face, sent };
}

const NOTHING_LISTED = {
  errorMessage: null,
  rows: [],
  totalParticipants: 0,
  completedCount: 0,
  pendingCount: 0,
  cancelledCount: 0,
  transferredCount: 0,
  policyText: null,
  transferPolicyText: null,
  editPolicyText: null,
  categoryPolicyText: null,
  cancellation: null,
  transfer: null,
  categoryChange: null,
  refreshing: false,
  openTicket: null,
  canPrintAll: false,
  groupPassHref: null,
  printTickets: [],
};

describe('your registrations: what the panel reads', () => {
  it('signed out: the sign-in prompt, nothing listed, no rule said and no pass to open', () => {
    expect(faceOf('signedOut', { signedIn: false }).face).toMatchObject({ screen: 'signedOut', ...NOTHING_LISTED });
  });

  it("while the list loads: 'Loading your registrations...', nothing listed yet", () => {
    expect(faceOf('loading').face).toMatchObject({ screen: 'loading', ...NOTHING_LISTED });
  });

  it("when it could not load: 'Failed to load your registrations', nothing listed", () => {
    const errorMessage = 'Failed to load your registrations';
    expect(faceOf('failed', { errorMessage }).face).toMatchObject({
      screen: 'failed',
      ...NOTHING_LISTED,
      errorMessage,
    });
  });

  it('with a paid ticket bought: the counts, every rule of the event, print all and the group pass', () => {
    const { face } = faceOf({ loaded: 'list' }, { registrations: twoAttendees });
    expect(face).toMatchObject({
      screen: 'loaded',
      totalParticipants: 2,
      completedCount: 1,
      pendingCount: 1,
      cancelledCount: 0,
      transferredCount: 0,
      policyText: 'You can cancel a paid ticket until 08 Feb 2031, 06:30 AM; the event keeps 10% of its price.',
      transferPolicyText: 'You can transfer a paid ticket to someone else until 07 Feb 2031, 06:30 AM.',
      editPolicyText: 'You can correct attendee details until 06 Feb 2031, 06:30 AM.',
      categoryPolicyText: "You can change a paid ticket's category once until 06 Feb 2031, 06:30 AM.",
      canPrintAll: true,
      groupPassHref: `/event/${SUB_EVENT_UUID}/passes`,
      openTicket: null,
    });
    expect(face.rows.map((row) => row.name)).toEqual(['Asha Rao', 'Vikram Rao']);
    expect(face.printTickets.map((ticket) => ticket.name)).toEqual(['Asha Rao']);
  });

  it('with nobody paid: the attendees, but no rule of paid tickets, nothing to print and no group pass', () => {
    const { face } = faceOf({ loaded: 'list' }, { registrations: unpaidOnly });
    expect(face).toMatchObject({
      screen: 'loaded',
      totalParticipants: 1,
      pendingCount: 1,
      policyText: null,
      transferPolicyText: null,
      editPolicyText: null,
      categoryPolicyText: null,
      canPrintAll: false,
      groupPassHref: null,
      printTickets: [],
    });
    expect(face.rows).toEqual([
      expect.objectContaining({ name: 'Vikram Rao', badge: { label: 'Payment Pending', colour: 'yellow' } }),
    ]);
  });

  it('with a ticket only received by transfer: the transfer and edit rules, not the cancel or category ones', () => {
    const received = { ...twoAttendees, participants: [{ ...ASHA, transferredFrom: 'Kiran Das' }] };
    expect(faceOf({ loaded: 'list' }, { registrations: received }).face).toMatchObject({
      policyText: null,
      transferPolicyText: 'You can transfer a paid ticket to someone else until 07 Feb 2031, 06:30 AM.',
      editPolicyText: 'You can correct attendee details until 06 Feb 2031, 06:30 AM.',
      categoryPolicyText: null,
    });
  });

  it('the e-ticket dialog shows the attendee picked (the second paid one), and a print prints it alone', () => {
    const { face } = faceOf({ loaded: 'ticket' }, { registrations: bothPaid, openTicketUuid: UNPAID_UUID });
    expect(face.openTicket).toMatchObject({ participantUuid: UNPAID_UUID, name: 'Vikram Rao', category: '5K' });
    expect(face.printTickets).toEqual([face.openTicket]);
  });

  it('back on the list no e-ticket is open, and a print prints every paid ticket, one each', () => {
    const { face } = faceOf({ loaded: 'list' }, { registrations: bothPaid, openTicketUuid: UNPAID_UUID });
    expect(face.openTicket).toBeNull();
    expect(face.printTickets.map((ticket) => ticket.name)).toEqual(['Asha Rao', 'Vikram Rao']);
  });

  it('while the list is read again after a change: the old list with a busy note', () => {
    expect(faceOf({ loaded: 'refreshing' }, { registrations: twoAttendees }).face).toMatchObject({
      screen: 'loaded',
      refreshing: true,
      totalParticipants: 2,
    });
  });

  it('sends what the buttons say, for the attendee they are on', () => {
    const { face, sent } = faceOf({ loaded: 'list' }, { registrations: twoAttendees });
    face.retry();
    face.viewTicket(PAID_UUID);
    face.closeTicket();
    face.printTicket();
    face.printAll();
    face.cancelTicket(PAID_UUID);
    face.transferTicket(PAID_UUID);
    face.changeCategory(UNPAID_UUID);
    expect(sent).toEqual([
      { type: 'RETRY' },
      { type: 'TICKET.OPEN', participantUuid: PAID_UUID },
      { type: 'TICKET.CLOSE' },
      { type: 'TICKET.PRINT' },
      { type: 'TICKETS.PRINT_ALL' },
      { type: 'CANCEL.OPEN', participantUuid: PAID_UUID },
      { type: 'TRANSFER.OPEN', participantUuid: PAID_UUID },
      { type: 'CATEGORY.OPEN', participantUuid: UNPAID_UUID },
    ]);
  });
});

describe("your registrations: the dialogs' own flows", () => {
  async function loaded() {
    const rig = startRig(myRegistrationsModel, { subEventUuid: SUB_EVENT_UUID, signedIn: true });
    rig.actor.start();
    await rig.drive({ type: 'xstate.done.actor.loadRegistrations', output: twoAttendees }, 'loaded');
    const snapshot = () => rig.actor.getSnapshot() as SnapshotFrom<MyRegistrationsMachine>;
    const view = () => myRegistrationsConnect(snapshot(), (event) => rig.actor.send(event));
    return { rig, snapshot, view };
  }

  it("'Change category' hands the panel the change-category dialog's flow, and only that one", async () => {
    const { snapshot, view } = await loaded();
    view().changeCategory(PAID_UUID);
    expect(view().categoryChange).toBe(snapshot().children.ticketCategoryChange);
    expect(view().categoryChange).not.toBeNull();
    expect(view()).toMatchObject({ cancellation: null, transfer: null, openTicket: null });
  });

  it('the cancel and transfer dialogs are handed over the same way', async () => {
    const first = await loaded();
    first.view().cancelTicket(PAID_UUID);
    expect(first.view().cancellation).toBe(first.snapshot().children.ticketCancellation);
    expect(first.view()).toMatchObject({ transfer: null, categoryChange: null });

    const second = await loaded();
    second.view().transferTicket(PAID_UUID);
    expect(second.view().transfer).toBe(second.snapshot().children.ticketTransfer);
    expect(second.view()).toMatchObject({ cancellation: null, categoryChange: null });
  });
});
