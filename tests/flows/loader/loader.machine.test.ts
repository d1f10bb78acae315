// The shared loader: every recorded path on a real actor, held to models/loader.model.ts.
import { describeGraph } from '../shared/graph-harness';
import { loaderModel } from './loader.model';

describeGraph(loaderModel);
