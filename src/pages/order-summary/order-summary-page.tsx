// SPEC §2 Order summary: the ticket list with statuses, Delete on pending tickets, the collapsible
// price breakdown and the total, with a promo code's discount when one is applied (issue 28). Renders
// the order-summary, promo-code and payment-checkout machines through their connects.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { OrderSummaryMachine } from '../../../machines/order-summary/order-summary.machine';
import type { PaymentCheckoutMachine } from '../../../machines/payment-checkout/payment-checkout.machine';
import type { PromoCodeMachine } from '../../../machines/promo-code/promo-code.machine';
import { promoCodeConnect } from '../../../machines/promo-code/promo-code.connect';
import { CHECKOUT_TEXT } from '../../domain/payment-texts';
import { paymentCheckoutConnect } from '../../../machines/payment-checkout/payment-checkout.connect';
import { orderSummaryConnect, type OrderSummaryConnect } from '../../../machines/order-summary/order-summary.connect';
import { ORDER_SUMMARY_TEXT } from '../../domain/order-summary';
import { InternalLink } from '../../ui/internal-link';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { PageContainer } from '../../ui/page-container';
import { useFocusOnChange } from '../../ui/hooks/use-focus-on-change';
import { useConnect } from '../../ui/hooks/use-connect';
import { PromoCodeArea } from './order-summary-promo';
import './order-summary.css';

type CheckoutRef = ActorRefFrom<PaymentCheckoutMachine>;
type PromoRef = ActorRefFrom<PromoCodeMachine>;

interface ScreenProps {
  view: OrderSummaryConnect;
  onDelete: (participantUuid: string) => void;
  onRetry: () => void;
  goBack: ReactNode;
  checkout: CheckoutRef | undefined;
  promo: PromoRef;
}

/** After a Delete: the tickets' heading, or the page's when no ticket is left; after Try again, the page's. */
const headingAfter = (after: 'delete' | 'retry') => (page: HTMLElement) =>
  (after === 'delete' ? page.querySelector<HTMLElement>('#order-tickets-heading') : null) ??
  page.querySelector<HTMLElement>('h1');

export default function OrderSummaryPage({
  orderSummary,
  checkout,
  promo,
}: {
  orderSummary: ActorRefFrom<OrderSummaryMachine>;
  /** The payment checkout child; absent before the summary names an event. */
  checkout: CheckoutRef | undefined;
  promo: PromoRef;
}) {
  const view = useConnect(orderSummary, orderSummaryConnect);
  // Delete and Try again take their own button away (the summary is drawn anew), which leaves focus
  // on the page's body: once the summary has settled, focus goes to a heading (WCAG 2.4.3).
  const [pressed, setPressed] = useState<{ count: number; after: 'delete' | 'retry' }>({ count: 0, after: 'delete' });
  const page = useRef<HTMLDivElement>(null);
  const pageElement = useCallback(() => page.current, []);
  const findHeading = useMemo(() => headingAfter(pressed.after), [pressed.after]);
  const settled = pressed.count > 0 && !view.deleting && view.screen !== 'loading';
  useFocusOnChange(settled ? String(pressed.count) : null, pageElement, findHeading);
  const pressedFor = (after: 'delete' | 'retry') => setPressed(({ count }) => ({ count: count + 1, after }));
  const deleteTicket = (participantUuid: string) => {
    pressedFor('delete');
    view.deleteTicket(participantUuid);
  };
  const retry = () => {
    pressedFor('retry');
    view.retry();
  };
  const goBack = (
    <button type="button" className="button button--secondary" onClick={view.goBack}>
      {ORDER_SUMMARY_TEXT.goBack}
    </button>
  );

  return (
    <div ref={page}>
      <SummaryScreen
        view={view}
        onDelete={deleteTicket}
        onRetry={retry}
        goBack={goBack}
        checkout={checkout}
        promo={promo}
      />
    </div>
  );
}

function SummaryScreen({ view, onDelete, onRetry, goBack, checkout, promo }: ScreenProps) {
  switch (view.screen) {
    case 'loading':
      return (
        <PageContainer heading={ORDER_SUMMARY_TEXT.heading} width="narrow">
          <LoadingIndicator label={ORDER_SUMMARY_TEXT.loading} />
        </PageContainer>
      );
    case 'missingUuid':
    case 'failed':
      return (
        <PageContainer heading={ORDER_SUMMARY_TEXT.heading} width="narrow">
          <p role="alert" className="order-summary__message">
            {view.errorMessage}
          </p>
          <div className="page__actions">
            {view.screen === 'failed' ? (
              <button type="button" className="button button--primary" onClick={onRetry}>
                {ORDER_SUMMARY_TEXT.tryAgain}
              </button>
            ) : null}
            {goBack}
          </div>
        </PageContainer>
      );
    case 'noOrder':
    case 'noTickets':
      return (
        <>
          {checkout ? <CheckoutStatus checkout={checkout} /> : null}
          <PageContainer
            heading={view.screen === 'noOrder' ? ORDER_SUMMARY_TEXT.noOrder : ORDER_SUMMARY_TEXT.noTickets}
            width="narrow"
          >
            <p className="order-summary__message">
              {view.screen === 'noOrder' ? ORDER_SUMMARY_TEXT.noOrderDetail : ORDER_SUMMARY_TEXT.noTicketsDetail}
            </p>
            <div className="page__actions">{goBack}</div>
          </PageContainer>
        </>
      );
    case 'loaded':
      return <ReadySummary view={view} onDelete={onDelete} goBack={goBack} checkout={checkout} promo={promo} />;
  }
}

function ReadySummary({ view, onDelete, goBack, checkout, promo }: Omit<ScreenProps, 'onRetry'>) {
  const promoView = useConnect(promo, promoCodeConnect);
  // While the bank confirms a payment its places are held until the answer, not by the ticket's timer,
  // and what it pays for cannot change: no Delete, no other promo code.
  const awaitingBank = useSelector(checkout, (snapshot) => snapshot?.hasTag('awaitingBank') ?? false);
  const { lines, totalText } = view.priced(promoView.applied);
  // A ticket deleted while a code is applied: the code is checked again for what is left.
  const ticketCount = view.tickets.length;
  const counted = useRef(ticketCount);
  const { ticketsChanged } = promoView;
  useEffect(() => {
    if (counted.current === ticketCount) return;
    counted.current = ticketCount;
    ticketsChanged();
  }, [ticketCount, ticketsChanged]);
  return (
    <PageContainer heading={ORDER_SUMMARY_TEXT.heading} width="narrow">
      <p className="order-summary__event">
        {view.title}
        {view.subEventName && view.subEventName !== view.title ? ` · ${view.subEventName}` : ''}
      </p>
      <section aria-labelledby="order-tickets-heading">
        <h2 id="order-tickets-heading" className="order-summary__subheading">
          {ORDER_SUMMARY_TEXT.ticketsHeading}
        </h2>
        <ul className="order-tickets" aria-busy={view.deleting || undefined}>
          {view.tickets.map((ticket) => (
            <li key={ticket.participantUuid} className="order-ticket">
              <div className="order-ticket__main">
                <span className="order-ticket__name">{ticket.name}</span>
                <span className={`status-badge status-badge--${ticket.status.colour}`}>{ticket.status.label}</span>
              </div>
              <div className="order-ticket__facts">
                {ticket.category ? <span>{ticket.category}</span> : null}
                {ticket.email ? <span>{ticket.email}</span> : null}
                {ticket.phone ? <span>{ticket.phone}</span> : null}
              </div>
              <div className="order-ticket__footer">
                <span className="order-ticket__amount">{ticket.amountText}</span>
                {ticket.holdText && !awaitingBank ? (
                  <span className="order-ticket__hold">{ticket.holdText}</span>
                ) : null}
                {ticket.status.deletable && !awaitingBank ? (
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={ORDER_SUMMARY_TEXT.deleteLabel(ticket.name)}
                    disabled={view.deleting}
                    onClick={() => onDelete(ticket.participantUuid)}
                  >
                    {ORDER_SUMMARY_TEXT.delete}
                  </button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="order-breakdown" aria-labelledby="order-breakdown-heading">
        <div className="order-breakdown__total">
          <h2 id="order-breakdown-heading" className="order-summary__subheading">
            {ORDER_SUMMARY_TEXT.total}
          </h2>
          <span className="order-breakdown__amount">{totalText}</span>
        </div>
        <button
          type="button"
          className="button button--ghost button--small"
          aria-expanded={view.expanded}
          aria-controls="order-breakdown-lines"
          onClick={view.toggleBreakdown}
        >
          {view.expanded ? ORDER_SUMMARY_TEXT.hideDetails : ORDER_SUMMARY_TEXT.viewDetails}
        </button>
        {view.expanded ? (
          <dl id="order-breakdown-lines" className="order-breakdown__lines">
            {lines.map((line) => (
              <div key={line.label}>
                <dt>{line.label}</dt>
                <dd>{line.amount}</dd>
              </div>
            ))}
            <div className="order-breakdown__grand">
              <dt>{ORDER_SUMMARY_TEXT.total}</dt>
              <dd>{totalText}</dd>
            </div>
          </dl>
        ) : null}
      </section>
      <PromoCodeArea promo={promoView} locked={awaitingBank} />
      {checkout && view.payDetails && totalText ? (
        <PayArea
          checkout={checkout}
          totalText={totalText}
          details={{ ...view.payDetails, promoCode: promoView.applied?.code ?? null }}
          eventUuid={view.eventUuid}
        />
      ) : null}
      <div className="page__actions">
        <InternalLink href={`/event/${view.eventUuid}/multi-registration`} className="button button--secondary">
          {ORDER_SUMMARY_TEXT.editAttendees}
        </InternalLink>
        {goBack}
      </div>
    </PageContainer>
  );
}

function PayArea({
  checkout,
  totalText,
  details,
  eventUuid,
}: {
  checkout: CheckoutRef;
  eventUuid: string;
  totalText: string;
  details: NonNullable<OrderSummaryConnect['payDetails']>;
}) {
  const view = useConnect(checkout, paymentCheckoutConnect);
  return (
    <section className="order-pay" aria-label="Payment">
      {view.errorMessage ? (
        <p role="alert" className="order-pay__error">
          {view.errorMessage}
        </p>
      ) : null}
      {view.screen === 'verifying' ? <LoadingIndicator label={CHECKOUT_TEXT.verifying} /> : null}
      {view.awaitingBank ? <AwaitingBank checking={view.bankChecking} onCheckNow={view.retry} /> : null}
      {view.screen === 'gatewayFailed' ? (
        <button type="button" className="button button--secondary" onClick={view.retry}>
          {CHECKOUT_TEXT.tryAgain}
        </button>
      ) : null}
      {view.screen === 'verificationFailed' ? (
        <button type="button" className="button button--secondary" onClick={view.retry}>
          {CHECKOUT_TEXT.checkAgain}
        </button>
      ) : null}
      {view.booksAgain ? (
        <InternalLink href={`/event/${eventUuid}/multi-registration`} className="button button--primary">
          {CHECKOUT_TEXT.bookAgain}
        </InternalLink>
      ) : null}
      {view.screen === 'gatewayFailed' || view.booksAgain || view.awaitingBank ? null : (
        <button
          type="button"
          className="button button--primary button--block"
          aria-busy={view.payBusy || undefined}
          disabled={view.payBusy}
          onClick={() => view.pay(details)}
        >
          {view.payBusy ? CHECKOUT_TEXT.paying : CHECKOUT_TEXT.pay(totalText)}
        </button>
      )}
    </section>
  );
}

/** A payment the bank is still confirming: said plainly, with why the places are safe; not an error. */
function AwaitingBank({ checking, onCheckNow }: { checking: boolean; onCheckNow: () => void }) {
  return (
    <div className="order-pay__pending">
      <p role="status" className="order-pay__pending-title">
        {CHECKOUT_TEXT.awaitingBank}
      </p>
      <p className="order-pay__pending-detail">{CHECKOUT_TEXT.awaitingBankDetail}</p>
      <button
        type="button"
        className="button button--secondary"
        aria-busy={checking || undefined}
        disabled={checking}
        onClick={onCheckNow}
      >
        {CHECKOUT_TEXT.checkNow}
      </button>
    </div>
  );
}

/** After a reload during payment: what the checkout found out, above 'No Order Found'. */
function CheckoutStatus({ checkout }: { checkout: CheckoutRef }) {
  const view = useConnect(checkout, paymentCheckoutConnect);
  if (view.screen === 'verifying') return <LoadingIndicator label={CHECKOUT_TEXT.verifying} />;
  if (view.awaitingBank) {
    return (
      <div className="page page--narrow order-pay">
        <AwaitingBank checking={view.bankChecking} onCheckNow={view.retry} />
      </div>
    );
  }
  if (view.booksAgain) {
    return (
      <div className="page page--narrow order-pay">
        <p role="alert" className="order-pay__error">
          {view.errorMessage}
        </p>
      </div>
    );
  }
  return null;
}
