// The promo code on the order summary (issue 28 item 6, a Startline extension; its texts are
// src/domain/promo-codes.ts's PROMO_TEXT, written out here by hand): typed and applied, refused with the
// server's reason (or ours when it could not ask), a blank Apply, Remove, a ticket deleted while a code
// is applied, and a code from a ?promo_code= link applied at once. What each step must do is a
// hand-written SPEC table that QA reads (`promoCodeTable` below; `.test-results/spec-tables/promo-code.md`
// after a run); the model's `expect` reads the same table.
import type { AnyMachineSnapshot } from 'xstate';
import { promoCodeMachine, type PromoCodeMachine } from '../../../machines/promo-code/promo-code.machine';
import {
  PromoRefusedError,
  type PromoCodeContext,
  type PromoCodeInput,
} from '../../../machines/promo-code/promo-code.types';
import type { GraphBudget } from '../shared/bounded-graph';
import type { FlowModel, ModelEvent } from '../shared/graph-model';
import { ALWAYS, expectationFromTable } from '../shared/spec-table';
import type { RowFacts, SpecTable } from '../shared/spec-table';
import { notify } from '../shared/spec-texts';

const SUB_EVENT_UUID = '7d3f1f4e-2b9a-4c55-9a39-0f6f0c2b1a11';
export const QUOTE = { code: 'RUN10', discountPaise: 3990 };
const EXPIRED = 'This promo code has expired';
/** The field takes at most 32 characters (codes are short; a pasted text is cut). */
const MAX_LENGTH = 32;
const LONG_CODE = 'RUN10-ABCDEFGHIJKLMNOPQRSTUVWXYZ-0123456789';

const checkCall = (code: string) => ({ id: 'checkPromo', input: { subEventUuid: SUB_EVENT_UUID, code } });

// The SPEC table, for QA: for each state and each press or answer, under which condition, where the
// step goes and what the person sees. The conditions are written from the SPEC (a blank field, a code
// from the link), not from the machine's guards, which each row only names. table-replay.ts holds the
// machine to it: a transition the machine gains or loses fails until this table says so.
type Facts = RowFacts<PromoCodeContext, PromoCodeInput>;

const blank = (text: string) => text.trim() === '';
/** While the server checks, the check stays out and nothing else changes. */
const stillChecking = ({ before }: Facts) => ({ calls: [checkCall(before.code)] });
/** The server's reason when it refused; ours when it could not ask (or answered something else). */
const refusalText = (error: unknown) =>
  error instanceof PromoRefusedError && error.reason
    ? error.reason
    : 'Could not check the promo code. Please try again.';

const FIELD_SCREEN = [
  { role: 'textbox', name: 'Promo code' },
  { role: 'button', name: 'Apply' },
] as const;

export const promoCodeTable: SpecTable<PromoCodeContext, PromoCodeInput> = {
  flow: 'promo-code',
  initial: 'starting',
  // A ?promo_code= link fills the field (cut to its length) and is checked at once; otherwise it is empty.
  start: (input) => {
    const code = (input.linkedCode ?? '').slice(0, MAX_LENGTH);
    return {
      context: { subEventUuid: input.subEventUuid, code, applied: null, errorMessage: null },
      ...(blank(code) ? {} : { calls: [checkCall(code)] }),
    };
  },
  screens: {
    editing: FIELD_SCREEN,
    checking: [{ role: 'button', name: 'Applying...' }],
    applied: [{ role: 'button', name: 'Remove' }],
  },
  rows: [
    {
      state: 'starting',
      event: ALWAYS,
      when: 'the page was opened by a ?promo_code= link with a code',
      holds: ({ before }) => !blank(before.code),
      guard: 'hasLinkedCode',
      to: 'checking',
      does: 'the field is filled in and the code checked at once',
      spec: 'issue 28 item 6: a link with ?promo_code= fills it',
    },
    {
      state: 'starting',
      event: ALWAYS,
      when: 'otherwise (no link, or a blank code in it)',
      to: 'editing',
      does: "an empty 'Promo code' field and Apply",
      spec: 'issue 28 item 6',
    },
    {
      state: 'editing',
      event: 'CODE.CHANGE',
      when: 'always',
      does: 'the field shows what was typed (at most 32 characters); the last refusal goes',
      expect: ({ event }) => ({
        context: { code: (event.value as string).slice(0, MAX_LENGTH), errorMessage: null, applied: null },
      }),
      spec: 'issue 28 item 6: a code of letters, digits, - and _',
    },
    {
      state: 'editing',
      event: 'APPLY',
      when: 'the field is blank (or only spaces)',
      holds: ({ before }) => blank(before.code),
      guard: 'isBlank',
      does: "nothing is sent; says 'Enter a promo code' under the field",
      expect: ({ before }) => ({ context: { code: before.code, errorMessage: 'Enter a promo code', applied: null } }),
      spec: 'issue 28 item 6: every refusal has a clear text',
    },
    {
      state: 'editing',
      event: 'APPLY',
      when: 'otherwise',
      to: 'checking',
      does: 'the code is sent to the server to be checked; Apply shows Applying...',
      expect: ({ before }) => ({ calls: [checkCall(before.code)], context: { code: before.code } }),
      spec: 'issue 28 item 6: checked on the server',
    },
    {
      state: 'editing',
      event: 'REMOVE',
      when: 'always: no code is applied',
      ignored: true,
      does: 'nothing',
      spec: 'issue 28 item 6',
    },
    {
      state: 'editing',
      event: 'TICKETS.CHANGED',
      when: 'always: no code is applied to check again',
      ignored: true,
      does: 'nothing',
      spec: 'issue 28 item 6',
    },
    {
      state: 'checking',
      event: 'xstate.done.actor.checkPromo',
      when: 'the server applies the code',
      to: 'applied',
      does: "the discount is applied, the field shows the event's spelling of the code; says 'Promo code CODE applied'",
      expect: ({ event }) => {
        const quote = event.output as typeof QUOTE;
        return {
          emitted: [notify('success', `Promo code ${quote.code} applied`)],
          context: { applied: quote, code: quote.code, errorMessage: null },
        };
      },
      spec: 'issue 28 item 6: the discount is its own line in the breakdown',
    },
    {
      state: 'checking',
      event: 'xstate.error.actor.checkPromo',
      when: 'the server refuses the code, or could not be asked',
      to: 'editing',
      does: "what was typed stays; the server's reason under the field, or 'Could not check the promo code. Please try again.'",
      expect: ({ before, event }) => ({
        context: { code: before.code, applied: null, errorMessage: refusalText(event.error) },
      }),
      spec: 'issue 28 item 6: unknown, expired, used up, not for this event',
    },
    ...(['CODE.CHANGE', 'APPLY', 'REMOVE', 'TICKETS.CHANGED'] as const).map((event) => ({
      state: 'checking',
      event,
      when: 'always: the check is under way',
      ignored: true as const,
      does: 'nothing; the check goes on',
      expect: stillChecking,
      spec: 'issue 28 item 6',
    })),
    {
      state: 'applied',
      event: 'REMOVE',
      when: 'always',
      to: 'editing',
      does: 'the discount comes off; the field is empty again',
      expect: () => ({ context: { applied: null, code: '', errorMessage: null } }),
      spec: 'issue 28 item 6',
    },
    {
      state: 'applied',
      event: 'TICKETS.CHANGED',
      when: 'always (a held ticket was deleted)',
      to: 'checking',
      does: 'the applied code is checked again for the tickets left (a minimum may no longer be met)',
      expect: ({ before }) => ({ calls: [checkCall(before.code)], context: { applied: before.applied } }),
      spec: 'issue 28 item 6: a minimum number of tickets',
    },
    ...(['CODE.CHANGE', 'APPLY'] as const).map((event) => ({
      state: 'applied',
      event,
      when: 'always: the field is not editable while a code is applied',
      ignored: true as const,
      does: 'nothing',
      spec: 'issue 28 item 6',
    })),
  ],
};

/** Four values of the field, the quote and no quote: a few dozen vertices at most. */
export const PROMO_CODE_BUDGET: GraphBudget = { states: 120, depth: 8 };

const BROWSER_EVENTS: readonly ModelEvent[] = [
  { type: 'CODE.CHANGE', value: 'run10' },
  { type: 'CODE.CHANGE', value: '  ' },
  { type: 'APPLY' },
  { type: 'REMOVE' },
  { type: 'TICKETS.CHANGED' },
  { type: 'xstate.done.actor.checkPromo', output: QUOTE },
  { type: 'xstate.error.actor.checkPromo', error: new PromoRefusedError(EXPIRED) },
  { type: 'xstate.error.actor.checkPromo', error: new PromoRefusedError(null) },
];

export const promoCodeModel: FlowModel<PromoCodeMachine, PromoCodeInput> = {
  flow: 'promo-code',
  machine: promoCodeMachine,
  inputs: {
    'typed on the page': { subEventUuid: SUB_EVENT_UUID, linkedCode: null },
    'from a ?promo_code= link': { subEventUuid: SUB_EVENT_UUID, linkedCode: 'run10' },
  },
  events: BROWSER_EVENTS,
  project: (snapshot: AnyMachineSnapshot) => {
    const { code, applied, errorMessage } = snapshot.context as PromoCodeContext;
    return { value: snapshot.value, code, applied: applied !== null, errorMessage };
  },
  promiseActors: ['checkPromo'],
  expect: expectationFromTable(promoCodeTable),
};

/**
 * vitest's model: also a pasted code longer than the field, links with a blank and an over-long code,
 * and a failure that is not the server's refusal (its `reason` must not be shown).
 */
export const promoCodeTableModel: FlowModel<PromoCodeMachine, PromoCodeInput> = {
  ...promoCodeModel,
  inputs: {
    ...promoCodeModel.inputs,
    'a blank ?promo_code= link': { subEventUuid: SUB_EVENT_UUID, linkedCode: '   ' },
    'an over-long ?promo_code= link': { subEventUuid: SUB_EVENT_UUID, linkedCode: LONG_CODE },
  },
  events: [
    ...BROWSER_EVENTS,
    { type: 'CODE.CHANGE', value: LONG_CODE },
    { type: 'xstate.error.actor.checkPromo', error: new PromoRefusedError('') },
    {
      type: 'xstate.error.actor.checkPromo',
      error: Object.assign(new Error('socket hang up'), { reason: 'ECONNRESET' }),
    },
  ],
};
