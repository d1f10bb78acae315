// The promo code: every generated path on a real actor, held to promo-code.model.ts.
import { describeGraph } from '../shared/graph-harness';
import { promoCodeModel } from './promo-code.model';

describeGraph(promoCodeModel);
