// SPEC §5: the Declaration & Waiver of Liability every attendee must accept. A fixed legal text that
// names the organisers, gives photo and video consent and has the guardian clause for minors. It is
// not a server field: the form shows it and refuses to submit until it is ticked.

export const WAIVER_TITLE = 'Declaration & Waiver of Liability';

export const WAIVER_CHECKBOX_LABEL = 'I have read and agree to the Declaration & Waiver of Liability';

/** Paragraphs, in order. */
export const WAIVER_PARAGRAPHS: readonly string[] = [
  'I declare that the information I have given for this attendee is true and complete, and that the attendee is medically fit and has trained adequately to take part in this event. I understand that taking part in a sports or fitness event carries a risk of injury, illness and, in rare cases, death, and I accept that risk voluntarily.',
  'I release and hold harmless the event organisers, their partners, sponsors, volunteers, officials, the venue owners and Startline, together with their employees and agents, from every claim, liability, loss or expense arising from the attendee taking part, including travel to and from the venue, except where caused by their gross negligence or wilful misconduct.',
  'I agree to follow the event rules, the instructions of the organisers, marshals and medical staff, and I consent to receiving first aid or medical treatment that the organisers consider necessary, at my own cost.',
  'I consent to the organisers and Startline taking photographs and video recordings of the attendee during the event and using them, with the attendee’s name and result, in results, publicity and promotion in any media without payment.',
  'If the attendee is under 18 years of age, I confirm that I am their parent or legal guardian, that I give consent for them to take part, and that I accept this declaration and waiver on their behalf.',
];
