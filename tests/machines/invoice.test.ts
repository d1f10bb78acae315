// The invoice page: every generated path on a real actor, held to models/invoice.model.ts.
import { describeGraph } from './graph-harness';
import { invoiceModel } from './models/invoice.model';

describeGraph(invoiceModel);
