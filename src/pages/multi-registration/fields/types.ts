import type { FieldView } from '../../../../machines/attendee-form/attendee-form.view';

export interface FieldHandlers {
  view: FieldView;
  disabled: boolean;
  onChange: (field: string, value: string | readonly string[]) => void;
  onBlur: (field: string) => void;
}
