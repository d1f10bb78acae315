// A field's error line. Always present and sized, so an error appearing on blur never moves what is
// below it: a click whose mousedown blurs the field would otherwise land on empty space (a link or
// button pushed down under the pointer loses the click).
import './auth.css';
import { useLocalWording } from './local-wording';

export function FieldError({ id, error }: { id: string; error: string | null }) {
  const local = useLocalWording();
  return (
    <p id={id} className="field__error field__error--reserved" aria-live="polite">
      {local(error)}
    </p>
  );
}
