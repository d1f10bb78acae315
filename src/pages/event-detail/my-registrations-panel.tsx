// SPEC §2 ?from=my-events: the 'Your Registrations' panel, rendering the my-registrations child of the
// event-detail machine (its connect decides everything shown and done).
import { Suspense, lazy, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { MyRegistrationsMachine } from '../../../machines/my-registrations/my-registrations.machine';
import { myRegistrationsConnect } from '../../../machines/my-registrations/my-registrations.connect';
import { E_TICKET_TEXT } from '../../domain/e-tickets';
import { CATEGORY_CHANGE_TEXT } from '../../domain/category-change';
import { CANCEL_TEXT } from '../../domain/ticket-cancellation';
import { EDIT_DETAILS_TEXT } from '../../domain/ticket-details';
import { TRANSFER_TEXT } from '../../domain/ticket-transfer';
import { InternalLink } from '../../ui/internal-link';
import { MY_REGISTRATIONS_TEXT } from '../../domain/my-registrations';
import { GROUP_PASS_TEXT } from '../../domain/group-pass';
import type { RegistrationRow } from '../../domain/my-registrations';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { OfflineNote } from '../../ui/offline-note';
import { useConnect } from '../../ui/hooks/use-connect';
import { useRetryWhenBackOnline } from '../../ui/hooks/use-retry-when-back-online';
import { ETicketPrintSheet } from '../../ui/e-ticket/e-ticket';
import './my-registrations.css';

const ETicketDialog = lazy(() => import('./e-ticket-dialog'));
const CancelTicketDialog = lazy(() => import('./cancel-ticket-dialog'));
const TransferTicketDialog = lazy(() => import('./transfer-ticket-dialog'));
const ChangeCategoryDialog = lazy(() => import('./change-category-dialog'));

/** After a cancellation the button that opened the dialog is gone: focus goes to the panel's heading. */
const focusHeading = () => document.getElementById('my-registrations-heading')?.focus();

export interface MyRegistrationsPanelProps {
  /** The child actor; absent for the moment before the parent starts it. */
  registrations: ActorRefFrom<MyRegistrationsMachine> | undefined;
  onSignIn: () => void;
  /** 'Offline — showing your passes as of {time}' when the registrations are the ones kept on the device. */
  offlineNote?: string | null;
}

export function MyRegistrationsPanel({ registrations, onSignIn, offlineNote = null }: MyRegistrationsPanelProps) {
  return (
    <section className="event-card my-registrations" aria-labelledby="my-registrations-heading">
      <h2 id="my-registrations-heading" className="event-card__heading" tabIndex={-1}>
        {MY_REGISTRATIONS_TEXT.heading}
      </h2>
      <OfflineNote text={offlineNote} />
      {registrations ? (
        <PanelBody registrations={registrations} onSignIn={onSignIn} />
      ) : (
        <LoadingIndicator label={MY_REGISTRATIONS_TEXT.loading} />
      )}
    </section>
  );
}

function PanelBody({
  registrations,
  onSignIn,
}: {
  registrations: ActorRefFrom<MyRegistrationsMachine>;
  onSignIn: () => void;
}) {
  const view = useConnect(registrations, myRegistrationsConnect);
  useRetryWhenBackOnline(view.retry, view.screen === 'failed');
  // The dialog's chunk loads on the first open and then stays, so closing keeps Radix's own behaviour.
  const [dialogWanted, setDialogWanted] = useState(false);
  if (view.openTicket !== null && !dialogWanted) setDialogWanted(true);
  const [cancelWanted, setCancelWanted] = useState(false);
  if (view.cancellation !== null && !cancelWanted) setCancelWanted(true);
  const [transferWanted, setTransferWanted] = useState(false);
  if (view.transfer !== null && !transferWanted) setTransferWanted(true);
  const [categoryWanted, setCategoryWanted] = useState(false);
  if (view.categoryChange !== null && !categoryWanted) setCategoryWanted(true);
  switch (view.screen) {
    case 'signedOut':
      return (
        <div className="my-registrations__note">
          <p>{MY_REGISTRATIONS_TEXT.signInPrompt}</p>
          <button type="button" className="button button--primary" onClick={onSignIn}>
            {MY_REGISTRATIONS_TEXT.signIn}
          </button>
        </div>
      );
    case 'loading':
      return <LoadingIndicator label={MY_REGISTRATIONS_TEXT.loading} />;
    case 'failed':
      return (
        <div className="my-registrations__note">
          <p role="alert">{view.errorMessage}</p>
          <button type="button" className="button button--secondary" onClick={view.retry}>
            {MY_REGISTRATIONS_TEXT.retry}
          </button>
        </div>
      );
    case 'empty':
      return (
        <div className="my-registrations__note">
          <h3 className="my-registrations__empty">{MY_REGISTRATIONS_TEXT.empty}</h3>
          <p>{MY_REGISTRATIONS_TEXT.emptyDetail}</p>
        </div>
      );
    case 'loaded':
      return (
        <>
          <div className="my-registrations__summary">
            <p className="my-registrations__counts">
              {view.totalParticipants} attendee(s) · {view.completedCount} completed · {view.pendingCount} pending
              {view.cancelledCount > 0 ? ` · ${view.cancelledCount} cancelled` : ''}
              {view.transferredCount > 0 ? ` · ${TRANSFER_TEXT.transferredCount(view.transferredCount)}` : ''}
            </p>
            {view.canPrintAll ? (
              <button type="button" className="button button--secondary button--small" onClick={view.printAll}>
                {E_TICKET_TEXT.printAll}
              </button>
            ) : null}
            {view.groupPassHref ? (
              <InternalLink href={view.groupPassHref} className="button button--secondary button--small">
                {GROUP_PASS_TEXT.open}
              </InternalLink>
            ) : null}
          </div>
          {view.policyText ? <p className="my-registrations__policy">{view.policyText}</p> : null}
          {view.transferPolicyText ? <p className="my-registrations__policy">{view.transferPolicyText}</p> : null}
          {view.editPolicyText ? <p className="my-registrations__policy">{view.editPolicyText}</p> : null}
          {view.categoryPolicyText ? <p className="my-registrations__policy">{view.categoryPolicyText}</p> : null}
          <ul className="my-registrations__list" aria-busy={view.refreshing}>
            {view.rows.map((row) => (
              <RegistrationItem
                key={row.participantUuid}
                row={row}
                onViewTicket={() => view.viewTicket(row.participantUuid)}
                onCancel={() => view.cancelTicket(row.participantUuid)}
                onTransfer={() => view.transferTicket(row.participantUuid)}
                onChangeCategory={() => view.changeCategory(row.participantUuid)}
                busy={view.refreshing}
              />
            ))}
          </ul>
          {dialogWanted ? (
            <Suspense fallback={null}>
              <ETicketDialog ticket={view.openTicket} onClose={view.closeTicket} onPrint={view.printTicket} />
            </Suspense>
          ) : null}
          {cancelWanted ? (
            <Suspense fallback={null}>
              <CancelTicketDialog cancellation={view.cancellation} fallbackFocus={focusHeading} />
            </Suspense>
          ) : null}
          {transferWanted ? (
            <Suspense fallback={null}>
              <TransferTicketDialog transfer={view.transfer} fallbackFocus={focusHeading} />
            </Suspense>
          ) : null}
          {categoryWanted ? (
            <Suspense fallback={null}>
              <ChangeCategoryDialog change={view.categoryChange} fallbackFocus={focusHeading} />
            </Suspense>
          ) : null}
          <ETicketPrintSheet tickets={view.printTickets} />
        </>
      );
  }
}

function RegistrationItem({
  row,
  onViewTicket,
  onCancel,
  onTransfer,
  onChangeCategory,
  busy,
}: {
  row: RegistrationRow;
  onViewTicket: () => void;
  onCancel: () => void;
  onTransfer: () => void;
  onChangeCategory: () => void;
  /** While the list is read again after a change, its buttons wait for it (a press would go unheard). */
  busy: boolean;
}) {
  return (
    <li className="my-registration">
      <span className="my-registration__name">{row.name}</span>
      <span className={`status-badge status-badge--${row.badge.colour}`}>{row.badge.label}</span>
      {row.email || row.phone ? (
        <div className="my-registration__contact">
          {row.email ? <span>{row.email}</span> : null}
          {row.phone ? <span>{row.phone}</span> : null}
        </div>
      ) : null}
      <dl className="my-registration__facts">
        <div>
          <dt>Registered on</dt>
          <dd>{row.registeredAt}</dd>
        </div>
        {row.amount ? (
          <div>
            <dt>Amount</dt>
            <dd>{row.amount}</dd>
          </div>
        ) : null}
        {row.cancelled ? (
          <div>
            <dt>{CANCEL_TEXT.refund}</dt>
            <dd>
              {row.cancelled.refund} · {row.cancelled.refundStatus}
            </dd>
          </div>
        ) : null}
      </dl>
      {row.cancelled?.creditNote ? (
        <p className="my-registration__credit-note">
          {row.cancelled.creditNote} ·{' '}
          <InternalLink href={row.cancelled.invoicePath}>{CANCEL_TEXT.viewCreditNote}</InternalLink>
        </p>
      ) : null}
      {row.transferLine ? <p className="my-registration__transfer">{row.transferLine}</p> : null}
      {row.detailsUpdatedLine ? <p className="my-registration__transfer">{row.detailsUpdatedLine}</p> : null}
      {row.categoryChanged ? (
        <p className="my-registration__transfer">
          {row.categoryChanged.line} ·{' '}
          <InternalLink href={row.categoryChanged.path}>{row.categoryChanged.document}</InternalLink>
        </p>
      ) : null}
      {row.viewTicketLabel || row.cancelLabel || row.transferLabel || row.edit || row.changeCategoryLabel ? (
        <div className="my-registration__actions">
          {row.viewTicketLabel ? (
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={row.viewTicketLabel}
              onClick={onViewTicket}
            >
              {E_TICKET_TEXT.view}
            </button>
          ) : null}
          {row.edit ? (
            <InternalLink
              href={row.edit.path}
              className="button button--secondary button--small"
              aria-label={row.edit.label}
            >
              {EDIT_DETAILS_TEXT.edit}
            </InternalLink>
          ) : null}
          {row.changeCategoryLabel ? (
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={row.changeCategoryLabel}
              onClick={onChangeCategory}
              disabled={busy}
            >
              {CATEGORY_CHANGE_TEXT.change}
            </button>
          ) : null}
          {row.transferLabel ? (
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={row.transferLabel}
              onClick={onTransfer}
              disabled={busy}
            >
              {row.transferPending ? TRANSFER_TEXT.withdraw : TRANSFER_TEXT.transfer}
            </button>
          ) : null}
          {row.cancelLabel ? (
            <button
              type="button"
              className="button button--danger button--small"
              aria-label={row.cancelLabel}
              onClick={onCancel}
              disabled={busy}
            >
              {CANCEL_TEXT.cancel}
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
