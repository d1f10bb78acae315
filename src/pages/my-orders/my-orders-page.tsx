// SPEC §2 My Orders: every order as a card (Order ID, status badge, dates, method, total, the
// provider's order id, View Invoice); no paging controls: the next page loads as the list's end
// scrolls into view. Renders the my-orders machine's connect.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { MyOrdersMachine } from '../../../machines/my-orders/my-orders.machine';
import { myOrdersConnect, type MyOrdersConnect } from '../../../machines/my-orders/my-orders.connect';
import type { OrderCard } from '../../domain/my-orders';
import { useLocalText } from '../../i18n/worded-text';
import { InternalLink } from '../../ui/internal-link';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { PageContainer } from '../../ui/page-container';
import { PageLoadStates } from '../../ui/page-states';
import { useConnect } from '../../ui/hooks/use-connect';
import './my-orders.css';

export default function MyOrdersPage({ myOrders }: { myOrders: ActorRefFrom<MyOrdersMachine> }) {
  const view = useConnect(myOrders, myOrdersConnect);
  const { t } = useTranslation();
  const local = useLocalText();
  return (
    <PageContainer heading={t('myOrders.heading')} subtitle={t('myOrders.subtitle')}>
      <PageLoadStates
        view={{ ...view, errorMessage: view.errorMessage === null ? null : local(view.errorMessage) }}
        texts={{ loading: t('myOrders.loading'), retry: t('myOrders.retry') }}
        empty={{ id: 'my-orders-empty', heading: t('myOrders.emptyHeading'), detail: t('myOrders.emptyDetail') }}
      />
      {view.screen === 'loaded' ? (
        <>
          <ul className="my-orders__list">
            {view.orders.map((order) => (
              <OrderCardItem key={order.id} order={order} />
            ))}
          </ul>
          <ListEnd view={{ ...view, count: view.orders.length }} />
        </>
      ) : null}
    </PageContainer>
  );
}

/** The server's order statuses the catalogue words; any other is shown as it came. */
const ORDER_STATUSES = ['paid', 'pending', 'failed', 'cancelled', 'unknown'] as const;

function OrderCardItem({ order }: { order: OrderCard }) {
  const { t } = useTranslation();
  const local = useLocalText();
  const status = ORDER_STATUSES.find((known) => known === order.badge.label);
  return (
    <li className="order-card">
      <div className="order-card__top">
        <span className="order-card__id">
          <span className="order-card__label">{t('myOrders.labels.orderId')}</span> {order.orderUuid}
        </span>
        <span className={`status-badge status-badge--${order.badge.colour}`}>
          {status ? t(`myOrders.statuses.${status}`) : order.badge.label}
        </span>
      </div>
      {order.pendingText ? <p className="order-card__pending">{local(order.pendingText)}</p> : null}
      <dl className="order-card__facts">
        <div>
          <dt>{t('myOrders.labels.orderDate')}</dt>
          <dd>{local(order.orderDate)}</dd>
        </div>
        <div>
          <dt>{t('myOrders.labels.paymentDate')}</dt>
          <dd>{local(order.paymentDate)}</dd>
        </div>
        <div>
          <dt>{t('myOrders.labels.paymentMethod')}</dt>
          <dd>{order.paymentMethod}</dd>
        </div>
        <div>
          <dt>{t('myOrders.labels.totalAmount')}</dt>
          <dd className="order-card__amount">{order.totalAmount}</dd>
        </div>
        <div>
          <dt>{t('myOrders.labels.providerOrderId')}</dt>
          <dd>{order.providerOrderId}</dd>
        </div>
        {order.invoiceNumber ? (
          <div>
            <dt>{t('myOrders.labels.invoiceNumber')}</dt>
            <dd>{order.invoiceNumber}</dd>
          </div>
        ) : null}
        {order.creditNote ? (
          <div className="order-card__credit-note">
            <dt>{t('myOrders.labels.creditNote')}</dt>
            <dd>
              {order.creditNote.number} <span className="order-card__muted">{local(order.creditNote.detail)}</span>
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="order-card__links">
        <InternalLink
          href={order.invoicePath}
          className="button button--secondary button--small"
          aria-label={t('myOrders.viewInvoiceLabel', { orderUuid: order.orderUuid })}
        >
          {t('myOrders.viewInvoice')}
        </InternalLink>
        {order.creditNote ? (
          <InternalLink
            href={order.invoicePath}
            className="button button--secondary button--small"
            aria-label={t('myOrders.viewCreditNoteLabel', {
              number: order.creditNote.number,
              orderUuid: order.orderUuid,
            })}
          >
            {t('myOrders.viewCreditNote')}
          </InternalLink>
        ) : null}
      </div>
    </li>
  );
}

/**
 * Below the cards: a sentinel that asks for the next page (`loadMore`) when it scrolls into view, and
 * what became of that page: loading, failed with Try again (`retry`), or the whole history shown.
 */
function ListEnd({
  view,
}: {
  view: Pick<MyOrdersConnect, 'listEnd' | 'errorMessage' | 'loadMore' | 'retry'> & { count: number };
}) {
  const { listEnd, errorMessage } = view;
  const { t } = useTranslation();
  const local = useLocalText();
  const onVisible = view.loadMore;
  const sentinel = useRef<HTMLDivElement>(null);
  const visible = useRef(onVisible);
  visible.current = onVisible;
  useEffect(() => {
    const element = sentinel.current;
    if (listEnd !== 'more' || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) visible.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [listEnd]);

  return (
    <div ref={sentinel} className="my-orders__end">
      {listEnd === 'loadingMore' ? <LoadingIndicator label={t('myOrders.loadingMore')} /> : null}
      {listEnd === 'moreFailed' ? (
        <>
          <p role="alert">{errorMessage === null ? null : local(errorMessage)}</p>
          <button type="button" className="button button--secondary" onClick={view.retry}>
            {t('myOrders.tryAgain')}
          </button>
        </>
      ) : null}
      {listEnd === 'complete' ? (
        <p className="my-orders__all">{t('myOrders.allShown', { count: view.count })}</p>
      ) : null}
    </div>
  );
}
