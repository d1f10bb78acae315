// SPEC §2 Profile 'Change MPIN' modal: new MPIN and confirmation; 'Update MPIN' stays disabled until
// they are valid (SPEC §5 Change MPIN texts). The current MPIN is asked first (beyond the SPEC: a
// stolen session must not be able to change it).
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ChangeMpinMachine } from '../../../machines/change-mpin/change-mpin.machine';
import { changeMpinConnect } from '../../../machines/change-mpin/change-mpin.connect';
import { LazyAuthModal } from '../../ui/auth/lazy-auth-modal';
import { MpinField } from '../../ui/auth/mpin-field';
import { NewMpinFields } from '../../ui/auth/new-mpin-fields';
import { useConnect } from '../../ui/hooks/use-connect';
import { submitWith } from '../../ui/submit-with';
import { useTranslation } from 'react-i18next';

interface ChangeMpinModalProps {
  changeMpin: ActorRefFrom<ChangeMpinMachine>;
  onClose: () => void;
}

export function ChangeMpinModal({ changeMpin, onClose }: ChangeMpinModalProps) {
  const [visible, setVisible] = useState(false);
  const view = useConnect(changeMpin, changeMpinConnect);
  const submit = submitWith(view.submit);
  const { t } = useTranslation();
  return (
    <LazyAuthModal open onClose={onClose} title={t('changeMpin.title')} description={t('changeMpin.description')}>
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={view.busy}>
        <MpinField
          label={t('authFields.currentMpin')}
          value={view.currentMpin}
          {...view.fieldProps('currentMpin')}
          visible={visible}
          onToggleVisible={() => setVisible((shown) => !shown)}
          error={view.errors.currentMpin}
          autoFocus
        />
        <NewMpinFields
          newMpin={view.newMpin}
          confirmMpin={view.confirmMpin}
          errors={view.errors}
          fieldProps={view.fieldProps}
          visible={visible}
        />
        <button type="submit" className="button button--primary button--block" disabled={!view.canSubmit}>
          {view.busy ? t('changeMpin.updating') : t('changeMpin.submit')}
        </button>
      </form>
    </LazyAuthModal>
  );
}
