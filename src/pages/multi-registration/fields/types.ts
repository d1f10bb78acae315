import type { FieldView } from '../../../../machines/attendee-form/attendee-form.connect';

/** What a field component takes: its view, and the intents of its field (the connect's `fieldProps(id)`). */
export interface FieldHandlers {
  view: FieldView;
  disabled: boolean;
  onChange: (value: string | readonly string[]) => void;
  onBlur: () => void;
}
