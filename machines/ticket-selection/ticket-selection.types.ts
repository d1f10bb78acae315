import type { Quantities, TicketCategory } from '../../src/domain/booking';
import type { NotifyEmitted } from '../shared/notices';

export interface TicketSelectionInput {
  categories: readonly TicketCategory[];
  /** SPEC §5: totalAllowedRegistrations, 10 when unset. */
  limit: number;
  /** Where the plus/minus counts start (a saved selection, or the tickets already held). */
  quantities: Quantities;
  /** Tickets per category the server already holds for this person: the minus stops there. */
  minimums: Quantities;
}

export interface TicketSelectionContext {
  categories: readonly TicketCategory[];
  limit: number;
  quantities: Quantities;
  minimums: Quantities;
}

/** At least one ticket chosen: Proceed is offered. */
export type TicketSelectionTag = 'someSelected';

export type TicketSelectionEvent =
  { type: 'TICKET.ADD'; category: string } | { type: 'TICKET.REMOVE'; category: string } | { type: 'PROCEED' };

/** The selection the person proceeded with. */
export interface TicketSelectionOutput {
  quantities: Quantities;
}

/** Emitted when the selection changes, so the page can keep it across a reload. */
export interface SelectionChangedEmitted {
  type: 'selectionChanged';
  quantities: Quantities;
}

export type TicketSelectionEmitted = NotifyEmitted | SelectionChangedEmitted;
