// The payment checkout: every generated path on a real actor, held to models/payment-checkout.model.ts.
import { describeGraph } from '../shared/graph-harness';
import { paymentCheckoutModel } from './payment-checkout.model';

describeGraph(paymentCheckoutModel);
