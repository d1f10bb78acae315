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

export function DeleteAccountDialog({ deletion }: { deletion: ActorRefFrom<AccountDeletionMachine> }) {
  const view = useConnect(deletion, accountDeletionConnect);
  const [visible, setVisible] = useState(false);
  if (!view.open) return null;
  const submit = submitWith(view.submit);
  return (
    <LazyAuthModal open onClose={view.close} title="Delete account" description={ACCOUNT_DELETION_NOTICE.summary}>
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={view.busy}>
        <ul className="profile-deletion__facts">
          {ACCOUNT_DELETION_NOTICE.facts.map((fact) => (
            <li key={fact}>{fact}</li>
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
          error={view.error}
          autoFocus
          disabled={view.busy}
        />
        <button type="submit" className="button button--danger button--block" disabled={!view.canSubmit}>
          {view.submitLabel}
        </button>
        <button
          type="button"
          className="button button--secondary button--block"
          onClick={view.close}
          disabled={view.busy}
        >
          Cancel
        </button>
      </form>
    </LazyAuthModal>
  );
}
