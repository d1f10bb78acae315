// The booking page: every generated path on a real actor, held to models/booking.model.ts.
import { describeGraph } from './graph-harness';
import { bookingModel } from './models/booking.model';

describeGraph(bookingModel);
