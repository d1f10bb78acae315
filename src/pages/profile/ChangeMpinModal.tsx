// SPEC §2 Profile 'Change MPIN' modal: new MPIN and confirmation; 'Update MPIN' stays disabled until
// both are valid (SPEC §5 Change MPIN texts).
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { visibleChangeMpinErrors } from '../../../machines/change-mpin/change-mpin.machine';
import type { ChangeMpinMachine } from '../../../machines/change-mpin/change-mpin.machine';
import { AuthModal } from '../../ui/auth/AuthModal';
import { MpinField } from '../../ui/auth/MpinField';

interface ChangeMpinModalProps {
  changeMpin: ActorRefFrom<ChangeMpinMachine>;
  onClose: () => void;
}

export function ChangeMpinModal({ changeMpin, onClose }: ChangeMpinModalProps) {
  const [visible, setVisible] = useState(false);
  const newMpin = useSelector(changeMpin, (s) => s.context.newMpin);
  const confirmMpin = useSelector(changeMpin, (s) => s.context.confirmMpin);
  const newMpinError = useSelector(changeMpin, (s) => visibleChangeMpinErrors(s.context).newMpin);
  const confirmError = useSelector(changeMpin, (s) => visibleChangeMpinErrors(s.context).confirmMpin);
  const canSubmit = useSelector(changeMpin, (s) => s.can({ type: 'SUBMIT' }));
  const busy = useSelector(changeMpin, (s) => s.hasTag('busy'));
  const toggle = () => setVisible((shown) => !shown);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    changeMpin.send({ type: 'SUBMIT' });
  };
  return (
    <AuthModal open onClose={onClose} title="Change MPIN" description="Choose a new 4-digit MPIN for signing in.">
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
        <MpinField
          label="New MPIN"
          value={newMpin}
          onChange={(value) => changeMpin.send({ type: 'FIELD.CHANGE', field: 'newMpin', value })}
          onBlur={() => changeMpin.send({ type: 'FIELD.BLUR', field: 'newMpin' })}
          visible={visible}
          onToggleVisible={toggle}
          error={newMpinError}
          autoFocus
        />
        <MpinField
          label="Confirm MPIN"
          value={confirmMpin}
          onChange={(value) => changeMpin.send({ type: 'FIELD.CHANGE', field: 'confirmMpin', value })}
          onBlur={() => changeMpin.send({ type: 'FIELD.BLUR', field: 'confirmMpin' })}
          visible={visible}
          error={confirmError}
        />
        <button type="submit" className="button button--primary button--block" disabled={!canSubmit}>
          {busy ? 'Updating...' : 'Update MPIN'}
        </button>
      </form>
    </AuthModal>
  );
}
