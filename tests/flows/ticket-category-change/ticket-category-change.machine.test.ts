// The change-category dialog: every recorded path on a real actor, held to ticket-category-change.model.ts.
import { describeGraph } from '../shared/graph-harness';
import { ticketCategoryChangeModel } from './ticket-category-change.model';

describeGraph(ticketCategoryChangeModel);
