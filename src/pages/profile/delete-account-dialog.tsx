// Issue 27 item 3, 'Delete account' (DPDP Act 2023 §12): what goes and what stays, then the MPIN.
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { accountDeletionConnect } from '../../../machines/account-deletion/account-deletion.connect';
import type { AccountDeletionMachine } from '../../../machines/account-deletion/account-deletion.machine';
import { ACCOUNT_DELETION_NOTICE } from '../../domain/privacy';
import { LazyAuthModal } from '../../ui/auth/lazy-auth-modal';
import { MpinField } from '../../ui/auth/mpin-field';
import { useConnect } from '../../ui/hooks/use-connect';
import { submitWith } from '../../ui/submit-with';
import { useTranslation } from 'react-i18next';
import { useLocalWording } from '../../ui/auth/local-wording';

export function DeleteAccountDialog({ deletion }: { deletion: ActorRefFrom<AccountDeletionMachine> }) {
  const view = useConnect(deletion, accountDeletionConnect);
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation();
  const local = useLocalWording();
  if (!view.open) return null;
  const submit = submitWith(view.submit);
  return (
    <LazyAuthModal
      open
      onClose={view.close}
      title={t('yourData.deleteAccount')}
      description={t('yourData.deletionSummary')}
    >
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={view.busy}>
        <ul className="profile-deletion__facts">
          {ACCOUNT_DELETION_NOTICE.facts.map((fact, index) => (
            <li key={fact}>{t(`yourData.deletionFacts.${index}` as 'yourData.deletionFacts.0')}</li>
          ))}
        </ul>
        <MpinField
          key={view.mpinClears}
          label="MPIN"
          value={view.mpin}
          onChange={view.changeMpin}
          onBlur={view.leaveMpin}
          visible={visible}
          onToggleVisible={() => setVisible((shown) => !shown)}
          error={local(view.error)}
          autoFocus
          disabled={view.busy}
        />
        <button type="submit" className="button button--danger button--block" disabled={!view.canSubmit}>
          {view.busy ? t('yourData.deleting') : t('yourData.deleteMyAccount')}
        </button>
        <button
          type="button"
          className="button button--secondary button--block"
          onClick={view.close}
          disabled={view.busy}
        >
          {t('yourData.cancel')}
        </button>
      </form>
    </LazyAuthModal>
  );
}
