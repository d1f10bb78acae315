// SPEC §2 My Orders: every order as a card (Order ID, status badge, dates, method, total, the
// provider's order id, View Invoice); no paging controls: the next page loads as the list's end
// scrolls into view. Renders the my-orders machine's connect.
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { MyOrdersMachine } from '../../../machines/my-orders/my-orders.machine';
import { myOrdersConnect, type MyOrdersConnect } from '../../../machines/my-orders/my-orders.connect';
import { MY_ORDERS_TEXT, type OrderCard } from '../../domain/my-orders';
import { InternalLink } from '../../ui/internal-link';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { PageContainer } from '../../ui/page-container';
import { PageLoadStates } from '../../ui/page-states';
import { useConnect } from '../../ui/hooks/use-connect';
import './my-orders.css';

export default function MyOrdersPage({ myOrders }: { myOrders: ActorRefFrom<MyOrdersMachine> }) {
  const view = useConnect(myOrders, myOrdersConnect);
  return (
    <PageContainer heading={MY_ORDERS_TEXT.heading} subtitle={MY_ORDERS_TEXT.subtitle}>
      <PageLoadStates
        view={view}
        texts={MY_ORDERS_TEXT}
        empty={{ id: 'my-orders-empty', heading: MY_ORDERS_TEXT.emptyHeading, detail: MY_ORDERS_TEXT.emptyDetail }}
      />
      {view.screen === 'loaded' ? (
        <>
          <ul className="my-orders__list">
            {view.orders.map((order) => (
              <OrderCardItem key={order.id} order={order} />
            ))}
          </ul>
          <ListEnd view={view} />
        </>
      ) : null}
    </PageContainer>
  );
}

function OrderCardItem({ order }: { order: OrderCard }) {
  const { labels } = MY_ORDERS_TEXT;
  return (
    <li className="order-card">
      <div className="order-card__top">
        <span className="order-card__id">
          <span className="order-card__label">{labels.orderId}</span> {order.orderUuid}
        </span>
        <span className={`status-badge status-badge--${order.badge.colour}`}>{order.badge.label}</span>
      </div>
      {order.pendingText ? <p className="order-card__pending">{order.pendingText}</p> : null}
      <dl className="order-card__facts">
        <div>
          <dt>{labels.orderDate}</dt>
          <dd>{order.orderDate}</dd>
        </div>
        <div>
          <dt>{labels.paymentDate}</dt>
          <dd>{order.paymentDate}</dd>
        </div>
        <div>
          <dt>{labels.paymentMethod}</dt>
          <dd>{order.paymentMethod}</dd>
        </div>
        <div>
          <dt>{labels.totalAmount}</dt>
          <dd className="order-card__amount">{order.totalAmount}</dd>
        </div>
        <div>
          <dt>{labels.providerOrderId}</dt>
          <dd>{order.providerOrderId}</dd>
        </div>
        {order.invoiceNumber ? (
          <div>
            <dt>{labels.invoiceNumber}</dt>
            <dd>{order.invoiceNumber}</dd>
          </div>
        ) : null}
        {order.creditNote ? (
          <div className="order-card__credit-note">
            <dt>{labels.creditNote}</dt>
            <dd>
              {order.creditNote.number} <span className="order-card__muted">{order.creditNote.detail}</span>
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="order-card__links">
        <InternalLink
          href={order.invoicePath}
          className="button button--secondary button--small"
          aria-label={MY_ORDERS_TEXT.viewInvoiceLabel(order.orderUuid)}
        >
          {MY_ORDERS_TEXT.viewInvoice}
        </InternalLink>
        {order.creditNote ? (
          <InternalLink
            href={order.invoicePath}
            className="button button--secondary button--small"
            aria-label={MY_ORDERS_TEXT.viewCreditNoteLabel(order.creditNote.number, order.orderUuid)}
          >
            {MY_ORDERS_TEXT.viewCreditNote}
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
  view: Pick<MyOrdersConnect, 'listEnd' | 'allShownText' | 'errorMessage' | 'loadMore' | 'retry'>;
}) {
  const { listEnd, allShownText, errorMessage } = view;
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
      {listEnd === 'loadingMore' ? <LoadingIndicator label={MY_ORDERS_TEXT.loadingMore} /> : null}
      {listEnd === 'moreFailed' ? (
        <>
          <p role="alert">{errorMessage}</p>
          <button type="button" className="button button--secondary" onClick={view.retry}>
            {MY_ORDERS_TEXT.tryAgain}
          </button>
        </>
      ) : null}
      {listEnd === 'complete' ? <p className="my-orders__all">{allShownText}</p> : null}
    </div>
  );
}
