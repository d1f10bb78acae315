// The cancel dialog: every generated path on a real actor, held to ticket-cancellation.model.ts.
import { describeGraph } from '../shared/graph-harness';
import { ticketCancellationModel } from './ticket-cancellation.model';

describeGraph(ticketCancellationModel);
