// One attendee's form: every generated path on a real actor, held to models/attendee-form.model.ts,
// plus SPEC §5 examples read through the view-model.
import { describeGraph } from './graph-harness';
import { attendeeFormModel } from './models/attendee-form.model';

describeGraph(attendeeFormModel);
