// The shared loader: every generated path on a real actor, held to models/loader.model.ts.
import { describeGraph } from './graph-harness';
import { loaderModel } from './models/loader.model';

describeGraph(loaderModel);
