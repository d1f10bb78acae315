import type { ETicket } from '../../src/domain/e-tickets';
import { GROUP_PASS_TEXT } from '../../src/domain/group-pass';
import type { LoaderInput, LoaderOutput } from '../shared/loader.types';

export interface GroupPassInput {
  /** The sub-event whose tickets the person holds. */
  subEventUuid: string;
}

export interface GroupPassContext {
  subEventUuid: string;
  /** The event's title, from the registrations answer; null until it is in. */
  eventTitle: string | null;
  tickets: ETicket[];
}

export type GroupPassEvent = { type: 'RETRY' } | { type: 'TICKETS.PRINT' };

export type GroupPassTag = 'shown' | 'empty';

/** What src/app's `load` for the group pass resolves with: the event's title and its held tickets. */
export interface GroupPassLoad {
  eventTitle: string | null;
  tickets: ETicket[];
}

/** The loader's input: the registrations of this sub-event; any failure reads 'Failed to load your registrations'. */
export function groupPassLoad(subEventUuid: string): LoaderInput {
  return {
    request: { subEventUuid },
    texts: { refused: GROUP_PASS_TEXT.loadFailed, failed: GROUP_PASS_TEXT.loadFailed },
  };
}

export const passesOf = (output: LoaderOutput) => output.data as GroupPassLoad;

/** Print: the screen opens the browser's print dialog; every ticket prints on its own page. */
export interface PrintPassesEmitted {
  type: 'printTickets';
}

export type GroupPassEmitted = PrintPassesEmitted;
