// SPEC §2 ?from=my-events: the 'Your Registrations' panel, rendering the my-registrations child of the
// event-detail machine (its connect decides everything shown and done).
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { MyRegistrationsMachine } from '../../../machines/my-registrations/my-registrations.machine';
import { myRegistrationsConnect } from '../../../machines/my-registrations/my-registrations.connect';
import { InternalLink } from '../../ui/internal-link';
import type { RegistrationRow } from '../../domain/my-registrations';
import { useLocalText } from '../../i18n/worded-text';
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
  const { t } = useTranslation();
  const local = useLocalText();
  return (
    <section className="event-card my-registrations" aria-labelledby="my-registrations-heading">
      <h2 id="my-registrations-heading" className="event-card__heading" tabIndex={-1}>
        {t('myRegistrations.heading')}
      </h2>
      <OfflineNote text={offlineNote === null ? null : local(offlineNote)} />
      {registrations ? (
        <PanelBody registrations={registrations} onSignIn={onSignIn} />
      ) : (
        <LoadingIndicator label={t('myRegistrations.loading')} />
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
  const { t } = useTranslation();
  const local = useLocalText();
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
          <p>{t('myRegistrations.signInPrompt')}</p>
          <button type="button" className="button button--primary" onClick={onSignIn}>
            {t('myRegistrations.signIn')}
          </button>
        </div>
      );
    case 'loading':
      return <LoadingIndicator label={t('myRegistrations.loading')} />;
    case 'failed':
      return (
        <div className="my-registrations__note">
          <p role="alert">{view.errorMessage === null ? null : local(view.errorMessage)}</p>
          <button type="button" className="button button--secondary" onClick={view.retry}>
            {t('myRegistrations.retry')}
          </button>
        </div>
      );
    case 'empty':
      return (
        <div className="my-registrations__note">
          <h3 className="my-registrations__empty">{t('myRegistrations.empty')}</h3>
          <p>{t('myRegistrations.emptyDetail')}</p>
        </div>
      );
    case 'loaded':
      return (
        <>
          <div className="my-registrations__summary">
            <p className="my-registrations__counts">
              {t('myRegistrations.counts', {
                total: String(view.totalParticipants),
                completed: String(view.completedCount),
                pending: String(view.pendingCount),
              })}
              {view.cancelledCount > 0
                ? t('myRegistrations.cancelledCount', { count: String(view.cancelledCount) })
                : ''}
              {view.transferredCount > 0
                ? ` · ${t('transfer.transferredCount', { count: String(view.transferredCount) })}`
                : ''}
            </p>
            {view.canPrintAll ? (
              <button type="button" className="button button--secondary button--small" onClick={view.printAll}>
                {t('eTicket.printAll')}
              </button>
            ) : null}
            {view.groupPassHref ? (
              <InternalLink href={view.groupPassHref} className="button button--secondary button--small">
                {t('groupPass.open')}
              </InternalLink>
            ) : null}
          </div>
          {view.policyText ? <p className="my-registrations__policy">{local(view.policyText)}</p> : null}
          {view.transferPolicyText ? (
            <p className="my-registrations__policy">{local(view.transferPolicyText)}</p>
          ) : null}
          {view.editPolicyText ? <p className="my-registrations__policy">{local(view.editPolicyText)}</p> : null}
          {view.categoryPolicyText ? (
            <p className="my-registrations__policy">{local(view.categoryPolicyText)}</p>
          ) : null}
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
  const { t } = useTranslation();
  const local = useLocalText();
  return (
    <li className="my-registration">
      <span className="my-registration__name">{row.name}</span>
      <span className={`status-badge status-badge--${row.badge.colour}`}>{local(row.badge.label)}</span>
      {row.email || row.phone ? (
        <div className="my-registration__contact">
          {row.email ? <span>{row.email}</span> : null}
          {row.phone ? <span>{row.phone}</span> : null}
        </div>
      ) : null}
      <dl className="my-registration__facts">
        <div>
          <dt>{t('myRegistrations.registeredOn')}</dt>
          <dd>{local(row.registeredAt)}</dd>
        </div>
        {row.amount ? (
          <div>
            <dt>{t('myRegistrations.amount')}</dt>
            <dd>{row.amount}</dd>
          </div>
        ) : null}
        {row.cancelled ? (
          <div>
            <dt>{t('cancelTicket.refund')}</dt>
            <dd>
              {row.cancelled.refund} · {local(row.cancelled.refundStatus)}
            </dd>
          </div>
        ) : null}
      </dl>
      {row.cancelled?.creditNote ? (
        <p className="my-registration__credit-note">
          {local(row.cancelled.creditNote)} ·{' '}
          <InternalLink href={row.cancelled.invoicePath}>{t('cancelTicket.viewCreditNote')}</InternalLink>
        </p>
      ) : null}
      {row.transferLine ? <p className="my-registration__transfer">{local(row.transferLine)}</p> : null}
      {row.detailsUpdatedLine ? <p className="my-registration__transfer">{local(row.detailsUpdatedLine)}</p> : null}
      {row.categoryChanged ? (
        <p className="my-registration__transfer">
          {local(row.categoryChanged.line)} ·{' '}
          <InternalLink href={row.categoryChanged.path}>{local(row.categoryChanged.document)}</InternalLink>
        </p>
      ) : null}
      {row.viewTicketLabel || row.cancelLabel || row.transferLabel || row.edit || row.changeCategoryLabel ? (
        <div className="my-registration__actions">
          {row.viewTicketLabel ? (
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={local(row.viewTicketLabel)}
              onClick={onViewTicket}
            >
              {t('eTicket.view')}
            </button>
          ) : null}
          {row.edit ? (
            <InternalLink
              href={row.edit.path}
              className="button button--secondary button--small"
              aria-label={local(row.edit.label)}
            >
              {t('editDetails.edit')}
            </InternalLink>
          ) : null}
          {row.changeCategoryLabel ? (
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={local(row.changeCategoryLabel)}
              onClick={onChangeCategory}
              disabled={busy}
            >
              {t('categoryChange.change')}
            </button>
          ) : null}
          {row.transferLabel ? (
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={local(row.transferLabel)}
              onClick={onTransfer}
              disabled={busy}
            >
              {row.transferPending ? t('transfer.withdraw') : t('transfer.transfer')}
            </button>
          ) : null}
          {row.cancelLabel ? (
            <button
              type="button"
              className="button button--danger button--small"
              aria-label={local(row.cancelLabel)}
              onClick={onCancel}
              disabled={busy}
            >
              {t('cancelTicket.cancel')}
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
