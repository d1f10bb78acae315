// Header and paragraph fields only show text (SPEC §3): never validated, never submitted.
import type { FormField } from '../../../domain/validation/form-field';

/**
 * H1, H2, H3 are the organiser's emphasis, shown by size; in the outline every header sits one level
 * below the form's own heading, so an organiser's form can never skip a level (WCAG 1.3.1).
 */
export function DisplayField({ field, formHeadingLevel }: { field: FormField; formHeadingLevel: number }) {
  const text = field.text_value?.trim() || field.label;
  if (field.field_type === 'paragraph') {
    const title = field.text_value?.trim() && field.label.trim() ? field.label.trim() : null;
    return (
      <div className="attendee-paragraph">
        {title ? <p className="attendee-paragraph__title">{title}</p> : null}
        <p>{text}</p>
      </div>
    );
  }
  const step = field.header_size === 'H2' ? 2 : field.header_size === 'H3' ? 3 : 1;
  const level = Math.min(6, formHeadingLevel + 1);
  const Heading = `h${level}` as 'h3';
  return <Heading className={`attendee-header attendee-header--${step}`}>{text}</Heading>;
}
