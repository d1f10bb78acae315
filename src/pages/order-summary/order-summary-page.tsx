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
import { paymentCheckoutConnect } from '../../../machines/payment-checkout/payment-checkout.connect';
import { orderSummaryConnect, type OrderSummaryConnect } from '../../../machines/order-summary/order-summary.connect';
import { InternalLink } from '../../ui/internal-link';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { PageContainer } from '../../ui/page-container';
import { useFocusOnChange } from '../../ui/hooks/use-focus-on-change';
import { useConnect } from '../../ui/hooks/use-connect';
import { PromoCodeArea } from './order-summary-promo';
import './order-summary.css';
import { useTranslation } from 'react-i18next';
import { useLocalWording } from '../../ui/auth/local-wording';

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

const TICKET_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;

/** A ticket's status in the reader's language when the product knows it, else as the server said it. */
function ticketStatusText(status: string, statuses: Record<(typeof TICKET_STATUSES)[number], string>): string {
  const known = TICKET_STATUSES.find((candidate) => candidate === status.trim().toLowerCase());
  return known ? statuses[known] : status;
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
  const { t } = useTranslation();
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
      {t('orderSummary.goBack')}
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
  const { t } = useTranslation();
  const local = useLocalWording();
  switch (view.screen) {
    case 'loading':
      return (
        <PageContainer heading={t('orderSummary.heading')} width="narrow">
          <LoadingIndicator label={t('orderSummary.loading')} />
        </PageContainer>
      );
    case 'missingUuid':
    case 'failed':
      return (
        <PageContainer heading={t('orderSummary.heading')} width="narrow">
          <p role="alert" className="order-summary__message">
            {local(view.errorMessage)}
          </p>
          <div className="page__actions">
            {view.screen === 'failed' ? (
              <button type="button" className="button button--primary" onClick={onRetry}>
                {t('orderSummary.tryAgain')}
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
            heading={view.screen === 'noOrder' ? t('orderSummary.noOrder') : t('orderSummary.noTickets')}
            width="narrow"
          >
            <p className="order-summary__message">
              {view.screen === 'noOrder' ? t('orderSummary.noOrderDetail') : t('orderSummary.noTicketsDetail')}
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
  const { t } = useTranslation();
  const local = useLocalWording();
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
    <PageContainer heading={t('orderSummary.heading')} width="narrow">
      <p className="order-summary__event">
        {view.title}
        {view.subEventName && view.subEventName !== view.title ? ` · ${view.subEventName}` : ''}
      </p>
      <section aria-labelledby="order-tickets-heading">
        <h2 id="order-tickets-heading" className="order-summary__subheading">
          {t('orderSummary.ticketsHeading')}
        </h2>
        <ul className="order-tickets" aria-busy={view.deleting || undefined}>
          {view.tickets.map((ticket) => (
            <li key={ticket.participantUuid} className="order-ticket">
              <div className="order-ticket__main">
                <span className="order-ticket__name">{ticket.name}</span>
                <span className={`status-badge status-badge--${ticket.status.colour}`}>
                  {ticketStatusText(ticket.status.label, t('orderSummary.statuses', { returnObjects: true }))}
                </span>
              </div>
              <div className="order-ticket__facts">
                {ticket.category ? <span>{ticket.category}</span> : null}
                {ticket.email ? <span>{ticket.email}</span> : null}
                {ticket.phone ? <span>{ticket.phone}</span> : null}
              </div>
              <div className="order-ticket__footer">
                <span className="order-ticket__amount">{ticket.amountText}</span>
                {ticket.holdText && !awaitingBank ? (
                  <span className="order-ticket__hold">{local(ticket.holdText)}</span>
                ) : null}
                {ticket.status.deletable && !awaitingBank ? (
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={t('orderSummary.deleteLabel', { name: ticket.name })}
                    disabled={view.deleting}
                    onClick={() => onDelete(ticket.participantUuid)}
                  >
                    {t('orderSummary.delete')}
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
            {t('orderSummary.total')}
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
          {view.expanded ? t('orderSummary.hideDetails') : t('orderSummary.viewDetails')}
        </button>
        {view.expanded ? (
          <dl id="order-breakdown-lines" className="order-breakdown__lines">
            {lines.map((line) => (
              <div key={line.label}>
                <dt>{local(line.label)}</dt>
                <dd>{line.amount}</dd>
              </div>
            ))}
            <div className="order-breakdown__grand">
              <dt>{t('orderSummary.total')}</dt>
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
          {t('orderSummary.editAttendees')}
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
  const { t } = useTranslation();
  const local = useLocalWording();
  const view = useConnect(checkout, paymentCheckoutConnect);
  return (
    <section className="order-pay" aria-label={t('orderSummary.payment')}>
      {view.errorMessage ? (
        <p role="alert" className="order-pay__error">
          {local(view.errorMessage)}
        </p>
      ) : null}
      {view.screen === 'verifying' ? <LoadingIndicator label={t('checkout.verifying')} /> : null}
      {view.awaitingBank ? <AwaitingBank checking={view.bankChecking} onCheckNow={view.retry} /> : null}
      {view.screen === 'gatewayFailed' ? (
        <button type="button" className="button button--secondary" onClick={view.retry}>
          {t('checkout.tryAgain')}
        </button>
      ) : null}
      {view.screen === 'verificationFailed' ? (
        <button type="button" className="button button--secondary" onClick={view.retry}>
          {t('checkout.checkAgain')}
        </button>
      ) : null}
      {view.booksAgain ? (
        <InternalLink href={`/event/${eventUuid}/multi-registration`} className="button button--primary">
          {t('checkout.bookAgain')}
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
          {view.payBusy ? t('checkout.paying') : t('checkout.pay', { amount: totalText })}
        </button>
      )}
    </section>
  );
}

/** A payment the bank is still confirming: said plainly, with why the places are safe; not an error. */
function AwaitingBank({ checking, onCheckNow }: { checking: boolean; onCheckNow: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="order-pay__pending">
      <p role="status" className="order-pay__pending-title">
        {t('checkout.awaitingBank')}
      </p>
      <p className="order-pay__pending-detail">{t('checkout.awaitingBankDetail')}</p>
      <button
        type="button"
        className="button button--secondary"
        aria-busy={checking || undefined}
        disabled={checking}
        onClick={onCheckNow}
      >
        {t('checkout.checkNow')}
      </button>
    </div>
  );
}

/** After a reload during payment: what the checkout found out, above 'No Order Found'. */
function CheckoutStatus({ checkout }: { checkout: CheckoutRef }) {
  const { t } = useTranslation();
  const local = useLocalWording();
  const view = useConnect(checkout, paymentCheckoutConnect);
  if (view.screen === 'verifying') return <LoadingIndicator label={t('checkout.verifying')} />;
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
          {local(view.errorMessage)}
        </p>
      </div>
    );
  }
  return null;
}
