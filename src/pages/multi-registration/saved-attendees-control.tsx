// 'Fill from a previous attendee': choose one to fill the form; each can be forgotten. Hidden until
// the list is loaded, and when it is empty or could not be loaded.
import { useId, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useFocusAfterRemoval } from '../../ui/hooks/use-focus-after-removal';
import { useConnect } from '../../ui/hooks/use-connect';
import type { SavedAttendee } from '../../../machines/saved-attendees/saved-attendees.types';
import type { SavedAttendeesMachine } from '../../../machines/saved-attendees/saved-attendees.machine';
import { savedAttendeesConnect } from '../../../machines/saved-attendees/saved-attendees.connect';
import { useTranslation } from 'react-i18next';

interface SavedAttendeesControlProps {
  actor: ActorRefFrom<SavedAttendeesMachine>;
  disabled: boolean;
  onApply: (attendee: SavedAttendee) => void;
  /** Where focus goes once the last saved attendee is forgotten and the control is gone. */
  onNoneLeft: () => void;
}

export function SavedAttendeesControl({ actor, disabled, onApply, onNoneLeft }: SavedAttendeesControlProps) {
  const { t } = useTranslation();
  const view = useConnect(actor, savedAttendeesConnect);
  const selectId = useId();
  // A forgotten attendee's button is disabled and then gone, and focus with it: it goes on to the
  // Forget button now in its place (or the one before it), or elsewhere when none is left.
  const list = useRef<HTMLUListElement>(null);
  const { attendees } = view;
  const forgetting = useFocusAfterRemoval(attendees, list, 'button', onNoneLeft);
  if (attendees.length === 0) return null;
  return (
    <div className="attendee-saved">
      <label className="attendee-field__label" htmlFor={selectId}>
        {t('attendeeForm.savedAttendees.fill')}
      </label>
      <select
        id={selectId}
        className="attendee-field__input attendee-field__select"
        value=""
        disabled={disabled}
        onChange={(event) => {
          const chosen = view.attendees.find((attendee) => attendee.attendeeUuid === event.target.value);
          if (chosen) onApply(chosen);
        }}
      >
        <option value="">{t('attendeeForm.savedAttendees.placeholder')}</option>
        {view.attendees.map((attendee) => (
          <option key={attendee.attendeeUuid} value={attendee.attendeeUuid}>
            {[attendee.name, attendee.email ?? attendee.phone].filter(Boolean).join(' · ')}
          </option>
        ))}
      </select>
      <details className="attendee-saved__manage">
        <summary>{t('attendeeForm.savedAttendees.manage')}</summary>
        <ul ref={list} className="attendee-saved__list">
          {view.attendees.map((attendee, index) => (
            <li key={attendee.attendeeUuid} className="attendee-saved__item">
              <span className="attendee-saved__name">{attendee.name}</span>
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={view.forgetting !== null}
                aria-busy={view.forgetting === attendee.attendeeUuid || undefined}
                onClick={() => {
                  forgetting(index);
                  view.forget(attendee.attendeeUuid);
                }}
              >
                {t('attendeeForm.savedAttendees.forget', { name: attendee.name })}
              </button>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
