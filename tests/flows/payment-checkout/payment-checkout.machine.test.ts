// The payment checkout: the machine held to its hand-written SPEC table (payment-checkout.model.ts) on a
// real actor with a simulated clock, every event in every reached state.
import { describeSpecTable } from '../shared/table-replay';
import { PAYMENT_CHECKOUT_BUDGET, paymentCheckoutTable, paymentCheckoutTableModel } from './payment-checkout.model';

describeSpecTable(paymentCheckoutTableModel as never, paymentCheckoutTable, PAYMENT_CHECKOUT_BUDGET);
