// The payment checkout: every generated path on a real actor, held to models/payment-checkout.model.ts.
import { describeGraph } from './graph-harness';
import { paymentCheckoutModel } from './models/payment-checkout.model';

describeGraph(paymentCheckoutModel);
