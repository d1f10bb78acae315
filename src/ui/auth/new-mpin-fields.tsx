// A new MPIN and its confirmation (SPEC §5 MPIN), shown or hidden together: Forgot MPIN and Change MPIN.
import { MpinField } from './mpin-field';
import { useTranslation } from 'react-i18next';

type NewMpinField = 'newMpin' | 'confirmMpin';

interface NewMpinFieldsProps {
  newMpin: string;
  confirmMpin: string;
  errors: Partial<Record<NewMpinField, string | null>>;
  /** The flow connect's `fieldProps`: what typing in and leaving a field tell the flow. */
  fieldProps: (field: NewMpinField) => { onChange: (value: string) => void; onBlur: () => void };
  visible: boolean;
  /** The show/hide switch, on the new MPIN; without it both follow a switch elsewhere on the form. */
  onToggleVisible?: () => void;
}

export function NewMpinFields({
  newMpin,
  confirmMpin,
  errors,
  fieldProps,
  visible,
  onToggleVisible,
}: NewMpinFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <MpinField
        label={t('authFields.newMpin')}
        value={newMpin}
        {...fieldProps('newMpin')}
        visible={visible}
        onToggleVisible={onToggleVisible}
        error={errors.newMpin}
      />
      <MpinField
        label={t('authFields.confirmMpin')}
        value={confirmMpin}
        {...fieldProps('confirmMpin')}
        visible={visible}
        error={errors.confirmMpin}
      />
    </>
  );
}
