// The waitlist card: every generated path on a real actor, held to waitlist.model.ts.
import { describeGraph } from '../shared/graph-harness';
import { waitlistModel } from './waitlist.model';

describeGraph(waitlistModel);
