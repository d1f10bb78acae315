// The booking page: every recorded path on a real actor, held to models/booking.model.ts.
import { describeGraph } from '../shared/graph-harness';
import { bookingModel } from './booking.model';

describeGraph(bookingModel);
