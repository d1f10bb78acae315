import type { Db } from '../../db/connect';
import {
  findSubEvent,
  loadFormFields,
  toEventBrief,
  toSubEventBrief,
  type EventBrief,
  type FormFieldView,
  type SubEventBrief,
} from './sub-event';

export interface RegistrationForm {
  form_fields: FormFieldView[];
  event: EventBrief;
  sub_event: SubEventBrief;
}

/** GET .../registration-form: the attendee form of a sub-event anyone may register for. */
export async function getRegistrationForm(db: Db, subEventUuid: unknown): Promise<RegistrationForm> {
  const record = await findSubEvent(db, subEventUuid, { publicOnly: true });
  return {
    form_fields: await loadFormFields(db, record.subEvent.id),
    event: toEventBrief(record.event),
    sub_event: toSubEventBrief(record),
  };
}
