// A form's onSubmit: the browser does not navigate, and the flow's submit intent runs instead.
import type { FormEvent } from 'react';

export function submitWith(submit: () => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
}
