// The attendee form's pure steps (machines/attendee-form/attendee-form.rules.ts), called directly with
// hand-made forms. Every expected value is written out from SPEC §5 (attendee form rules, category
// and pricing fields, PIN lookup, self-prefill) and §8 (submit texts), not read back from the code.
import { describe, expect, it } from 'vitest';
import {
  allErrors,
  applySavedAttendee,
  attendeeName,
  blurField,
  changeField,
  fillLocation,
  firstInvalidField,
  initialContext,
  isEditableField,
  isFileField,
  prefillSelf,
  revealAllErrors,
  storeSubmitFailure,
} from '../../../machines/attendee-form/attendee-form.rules';
import {
  SubmitRegistrationError,
  type AttendeeFormContext,
  type AttendeeFormInput,
} from '../../../machines/attendee-form/attendee-form.types';
import type { SavedAttendee } from '../../../machines/saved-attendees/saved-attendees.types';
import type { FormField } from '../../../src/domain/validation/form-field';
import { FIELDS, FIELDS_WITH_PIN, PROFILE, SUB_EVENT_UUID, TODAY } from './attendee-form.model';

/** The model's PIN code form without category and price, so the answers below are only the ones typed. */
const PLAIN_FIELDS = FIELDS_WITH_PIN.filter((candidate) => !['cat', 'price'].includes(candidate.field_uuid));

const INPUT: AttendeeFormInput = {
  subEventUuid: SUB_EVENT_UUID,
  fields: PLAIN_FIELDS,
  minAge: 18,
  maxAge: 60,
  today: TODAY,
  category: null,
  initialValues: {},
  selfPrefillOffered: true,
  profile: PROFILE,
};

const start = (over: Partial<AttendeeFormInput> = {}) => initialContext({ ...INPUT, ...over });
const withContext = (context: AttendeeFormContext, over: Partial<AttendeeFormContext>) => ({ ...context, ...over });

/** A category list whose option values are codes, as a server may send them, and its price list. */
const CATEGORY: FormField = {
  field_uuid: 'cat',
  field_name: 'mandatory_event_category',
  label: 'Category',
  field_type: 'dropdown',
  is_required: true,
  order_index: 1,
  options: [
    { option_label: '5K Run', option_value: 'CAT-5K' },
    { option_label: ' 10K Run ', option_value: 'CAT-10K ' },
  ],
};
const PRICING: FormField = {
  field_uuid: 'price',
  field_name: 'mandatory_event_category_pricing',
  label: 'Category Price',
  field_type: 'dropdown',
  is_required: false,
  order_index: 2,
  options: [
    { option_label: '5K Run', option_value: '499.00' },
    { option_label: '10K Run', option_value: '799.00' },
  ],
};
const NAME: FormField = {
  field_uuid: 'name',
  field_name: 'mandatory_participant_name',
  label: 'Full Name',
  field_type: 'text',
  is_required: true,
  order_index: 0,
};

describe('attendee form rules: the starting context', () => {
  it('starts with nothing touched, no errors, no lookup, no upload and the waiver unticked', () => {
    expect(start({ fields: [NAME], initialValues: { name: 'Asha Rao' } })).toEqual({
      subEventUuid: SUB_EVENT_UUID,
      fields: [NAME],
      minAge: 18,
      maxAge: 60,
      today: TODAY,
      values: { name: 'Asha Rao' },
      touched: {},
      errors: {},
      waiverAccepted: false,
      waiverError: null,
      guardian: { fullName: '', mobileNumber: '', consent: false },
      guardianTouched: { fullName: false, mobileNumber: false, consent: false },
      selfPrefillOffered: true,
      profile: PROFILE,
      selfPrefillUsed: false,
      locationFilled: false,
      manuallyEntered: {},
      lookupMessage: null,
      uploads: {},
      fileNames: {},
      submitError: null,
    });
  });

  it("puts the fields in the server's order_index order, a missing index counting as 0", () => {
    const field = (uuid: string, order_index: number | null): FormField => ({
      field_uuid: uuid,
      field_name: uuid,
      label: uuid,
      field_type: 'text',
      order_index,
    });
    const context = start({ fields: [field('c', 3), field('a', 1), field('none', null), field('b', 2)] });
    expect(context.fields.map((candidate) => candidate.field_uuid)).toEqual(['none', 'a', 'b', 'c']);
  });

  it('offers the self-prefill only when it is offered and a profile was saved', () => {
    expect(start({ selfPrefillOffered: true, profile: null }).selfPrefillOffered).toBe(false);
    expect(start({ selfPrefillOffered: false, profile: PROFILE }).selfPrefillOffered).toBe(false);
    expect(start({ selfPrefillOffered: true, profile: PROFILE }).selfPrefillOffered).toBe(true);
  });

  it("brings back a draft's guardian name and number but never its consent", () => {
    expect(start({ initialGuardian: { fullName: 'Meera Rao', mobileNumber: '9812345670' } }).guardian).toEqual({
      fullName: 'Meera Rao',
      mobileNumber: '9812345670',
      consent: false,
    });
  });
});

describe('attendee form rules: category and its price (SPEC §5)', () => {
  const categoryForm = (over: Partial<AttendeeFormInput>) => start({ fields: [NAME, CATEGORY, PRICING], ...over });

  it("preselects the option the ticket's category label names, by its label, and sets that category's price", () => {
    expect(categoryForm({ category: '5K Run' }).values).toEqual({ cat: 'CAT-5K', price: '499.00' });
  });

  it('finds the option even when the label or the value carries stray spaces, and keeps the value as sent', () => {
    expect(categoryForm({ category: ' 10K Run ' }).values).toEqual({ cat: 'CAT-10K ', price: '799.00' });
  });

  it('also preselects an option named by its value, keeping the value as the server sent it', () => {
    expect(categoryForm({ category: 'CAT-5K' }).values).toEqual({ cat: 'CAT-5K', price: '499.00' });
    expect(categoryForm({ category: 'CAT-10K' }).values).toEqual({ cat: 'CAT-10K ', price: '799.00' });
  });

  it('keeps a category the draft already answered instead of the ticket label', () => {
    expect(categoryForm({ category: '5K Run', initialValues: { cat: 'CAT-10K' } }).values).toEqual({
      cat: 'CAT-10K',
      price: '799.00',
    });
  });

  it('a category label no option names is kept as typed, and has no price', () => {
    expect(categoryForm({ category: 'Relay' }).values).toEqual({ cat: 'Relay', price: null });
  });

  it('without a ticket category the category stays empty and the price is cleared', () => {
    expect(categoryForm({ category: null, initialValues: { price: '999.00' } }).values).toEqual({ price: null });
  });

  it('a category list without options keeps the label, and an unlabelled price option is never picked', () => {
    const bare: FormField = { ...CATEGORY, options: null };
    const pricing: FormField = {
      ...PRICING,
      options: [...(PRICING.options ?? []), { option_label: '', option_value: '0.00' }],
    };
    expect(start({ fields: [bare, pricing], category: '5K Run' }).values).toEqual({
      cat: '5K Run',
      price: '499.00',
    });
    const blank = start({ fields: [CATEGORY, pricing], category: null, initialValues: { cat: '   ' } });
    expect(blank.values).toEqual({ cat: '   ', price: null });
  });

  it('choosing another category by its value moves the price with it; a spaced value still finds its option', () => {
    const context = categoryForm({ category: '5K Run' });
    expect(changeField(context, 'cat', 'CAT-10K').values).toEqual({ cat: 'CAT-10K', price: '799.00' });
    expect(changeField(context, 'cat', ' CAT-5K ').values).toEqual({ cat: ' CAT-5K ', price: '499.00' });
    expect(changeField(context, 'cat', '10K Run').values).toEqual({ cat: '10K Run', price: '799.00' });
  });

  it('a category without a price list, or a price list without a category, leaves the answers alone', () => {
    expect(start({ fields: [NAME, CATEGORY], category: '5K Run' }).values).toEqual({ cat: 'CAT-5K' });
    expect(start({ fields: [NAME, PRICING], category: '5K Run', initialValues: { price: '1.00' } }).values).toEqual({
      price: '1.00',
    });
  });
});

describe('attendee form rules: typing and leaving fields (SPEC §5)', () => {
  const form = start();

  it('a change is not checked before the field is left, then is checked on every change', () => {
    const typed = changeField(form, 'email', 'asha@');
    expect(typed).toEqual({ values: { email: 'asha@' }, touched: {}, errors: {}, manuallyEntered: {} });
    const left = blurField(withContext(form, typed), 'email');
    expect(left).toEqual({ touched: { email: true }, errors: { email: 'Please enter a valid email address' } });
    const fixed = changeField(withContext(form, { ...typed, ...left }), 'email', 'asha@example.com');
    expect(fixed.errors).toEqual({});
  });

  it("changing one field keeps the other fields' errors and touches", () => {
    const shown = withContext(form, {
      touched: { name: true, email: true },
      errors: { name: 'Full Name is required' },
    });
    expect(changeField(shown, 'email', 'not-an-email')).toMatchObject({
      touched: { name: true, email: true },
      errors: { name: 'Full Name is required', email: 'Please enter a valid email address' },
    });
    expect(blurField(shown, 'phone')).toEqual({
      touched: { name: true, email: true, phone: true },
      errors: { name: 'Full Name is required', phone: 'Mobile Number is required' },
    });
  });

  it('a PIN code starting with 0 is refused while typing; a short one only once left', () => {
    expect(changeField(form, 'pin', '0411').errors).toEqual({ pin: 'PIN code cannot start with 0' });
    expect(changeField(form, 'pin', '4110').errors).toEqual({});
    const refused = withContext(form, { errors: { pin: 'PIN code cannot start with 0' } });
    expect(changeField(refused, 'pin', null).errors).toEqual({});
    expect(changeField(refused, 'pin', ['411001']).errors).toEqual({});
  });

  it('the emergency contact is re-checked when the phone changes, once it was left', () => {
    const left = withContext(form, { values: { sos: '9876543210' }, touched: { sos: true } });
    expect(changeField(left, 'phone', '98765 43210').errors).toEqual({
      sos: 'Emergency contact number cannot be the same as participant phone number',
    });
    const notLeft = withContext(form, { values: { sos: '9876543210' } });
    expect(changeField(notLeft, 'phone', '9876543210').errors).toEqual({});
  });

  it('ignores changes to fields the form does not have and to header or paragraph text', () => {
    const withHeader = start({ fields: FIELDS });
    expect(changeField(withHeader, 'nope', 'x')).toEqual({});
    expect(changeField(withHeader, 'hdr', 'x')).toEqual({});
    expect(blurField(withHeader, 'nope')).toEqual({});
    expect(isEditableField(withHeader, 'hdr')).toBe(false);
    expect(isEditableField(withHeader, 'nope')).toBe(false);
    expect(isEditableField(withHeader, 'name')).toBe(true);
    expect(isFileField(withHeader, 'doc')).toBe(true);
    expect(isFileField(withHeader, 'name')).toBe(false);
    expect(isFileField(withHeader, 'nope')).toBe(false);
  });
});

describe('attendee form rules: city and state from the PIN code (SPEC §5 PIN lookup)', () => {
  const form = start();
  const found = withContext(form, {
    ...fillLocation(form, 'Pune', 'Maharashtra'),
    manuallyEntered: {},
  });

  it('fills city and state, marks them touched, and clears any earlier lookup text or hand marks', () => {
    const before = withContext(form, { manuallyEntered: { city: true }, lookupMessage: 'Authentication required' });
    expect(fillLocation(before, 'Pune', 'Maharashtra')).toEqual({
      values: { city: 'Pune', state: 'Maharashtra' },
      touched: { city: true, state: true },
      errors: {},
      locationFilled: true,
      manuallyEntered: {},
      lookupMessage: null,
    });
  });

  it("a form without city or state fields takes the lookup's answer without them", () => {
    const noLocation = start({ fields: [NAME] });
    expect(fillLocation(noLocation, 'Pune', 'Maharashtra')).toEqual({
      values: {},
      touched: {},
      errors: {},
      locationFilled: true,
      manuallyEntered: {},
      lookupMessage: null,
    });
  });

  it("marks city or state '(Manually entered)' when changed after the lookup, and nothing else", () => {
    expect(changeField(found, 'city', 'Pimpri').manuallyEntered).toEqual({ city: true });
    expect(changeField(found, 'state', 'Goa').manuallyEntered).toEqual({ state: true });
    expect(changeField(found, 'name', 'Asha').manuallyEntered).toEqual({});
    expect(changeField(form, 'city', 'Pune').manuallyEntered).toEqual({});
  });
});

describe('attendee form rules: I am registering for myself (SPEC §5 self-prefill)', () => {
  it('fills name, email and phone from the profile, marks them touched and uses the offer up', () => {
    expect(prefillSelf(start())).toEqual({
      values: { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210' },
      touched: { name: true, email: true, phone: true },
      errors: {},
      selfPrefillUsed: true,
    });
  });

  it("keeps what was typed where the profile has nothing, and skips a field the form doesn't have", () => {
    const form = start({ fields: [NAME], initialValues: { name: 'Typed Name' } });
    const profile = { name: '', email: 'asha@example.com', phone: '9876543210' };
    expect(prefillSelf(withContext(form, { profile }))).toMatchObject({ values: { name: 'Typed Name' } });
  });

  it('does nothing without a profile', () => {
    expect(prefillSelf(start({ profile: null }))).toEqual({});
  });
});

describe('attendee form rules: filling from a saved attendee', () => {
  const choice = (uuid: string, type: string, values: string[]): FormField => ({
    field_uuid: uuid,
    field_name: uuid,
    label: uuid,
    field_type: type,
    options: values.map((value) => ({ option_label: value.toUpperCase(), option_value: value })),
  });
  const fields: FormField[] = [
    NAME,
    CATEGORY,
    choice('langs', 'checkbox', ['en', 'hi']),
    choice('shirt', 'radio', ['s', 'm']),
    choice('meal', 'dropdown', ['veg', 'vegan']),
    { field_uuid: 'club', field_name: 'club', label: 'Club', field_type: 'text' },
    { field_uuid: 'bare', field_name: 'bare', label: 'Bare', field_type: 'dropdown' },
  ];
  const form = withContext(start({ fields }), { locationFilled: true, manuallyEntered: { city: true } });
  const saved = (responses: SavedAttendee['responses']): SavedAttendee => ({
    attendeeUuid: 'a1',
    name: 'Vikram Iyer',
    email: null,
    phone: null,
    responses,
    lastUsedAt: '2026-10-01T10:00:00.000Z',
  });

  it('fills listed options (a single checkbox answer as a list) and text, touches them, and forgets the lookup', () => {
    const applied = applySavedAttendee(
      form,
      saved([
        { fieldName: 'mandatory_participant_name', responseText: 'Vikram Iyer' },
        { fieldName: 'langs', responseText: 'hi' },
        { fieldName: 'shirt', responseText: 'm' },
        { fieldName: 'meal', responseText: 'vegan' },
        { fieldName: 'club', responseText: 'Pune Runners' },
      ]),
    );
    expect(applied).toEqual({
      values: { name: 'Vikram Iyer', langs: ['hi'], shirt: 'm', meal: 'vegan', club: 'Pune Runners' },
      touched: { name: true, langs: true, shirt: true, meal: true, club: true },
      errors: {},
      locationFilled: false,
      manuallyEntered: {},
    });
  });

  it('fills a checkbox list only when every saved choice is still listed', () => {
    const apply = (responseText: string | readonly string[]) =>
      applySavedAttendee(form, saved([{ fieldName: 'langs', responseText }])).values;
    expect(apply(['en', 'hi'])).toEqual({ langs: ['en', 'hi'] });
    expect(apply(['en', 'ta'])).toEqual({});
    expect(apply([])).toEqual({});
  });

  it('skips unlisted radio and dropdown answers, lists for one-answer fields, the category and unknown fields', () => {
    const applied = applySavedAttendee(
      form,
      saved([
        { fieldName: 'shirt', responseText: 'xl' },
        { fieldName: 'meal', responseText: 'jain' },
        { fieldName: 'bare', responseText: 'anything' },
        { fieldName: 'club', responseText: ['Pune Runners'] },
        { fieldName: 'mandatory_event_category', responseText: 'CAT-5K' },
        { fieldName: 'gone', responseText: 'x' },
      ]),
    );
    expect(applied.values).toEqual({});
    expect(applied.touched).toEqual({});
  });
});

describe('attendee form rules: a refused submit (SPEC §5, §8)', () => {
  const form = start({ fields: FIELDS });

  it('lists every field that fails, in field order, never the header, the category or its price', () => {
    expect(allErrors(form)).toEqual({
      name: 'Full Name is required',
      email: 'Email Address is required',
      phone: 'Mobile Number is required',
      pin: 'PIN Code is required',
      city: 'City is required',
      state: 'State is required',
    });
  });

  it('shows every error, touches every field and the waiver, and shows the guardian group', () => {
    const revealed = revealAllErrors(withContext(form, { touched: { name: true } }));
    expect(revealed).toEqual({
      touched: {
        hdr: true,
        name: true,
        email: true,
        phone: true,
        pin: true,
        city: true,
        state: true,
        sos: true,
        cat: true,
        price: true,
        doc: true,
        waiver: true,
      },
      errors: allErrors(form),
      waiverError: 'You must agree to the Declaration & Waiver of Liability to proceed',
      guardianTouched: { fullName: true, mobileNumber: true, consent: true },
    });
    expect(revealAllErrors(withContext(form, { waiverAccepted: true })).waiverError).toBeNull();
  });

  it('focuses the first invalid field, else the waiver, else nothing', () => {
    expect(firstInvalidField(form)).toBe('name');
    const complete = withContext(form, {
      values: {
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone: '9876543210',
        pin: '411001',
        city: 'Pune',
        state: 'Maharashtra',
      },
    });
    expect(firstInvalidField(complete)).toBe('waiver');
    expect(firstInvalidField(withContext(complete, { waiverAccepted: true }))).toBeNull();
  });
});

describe("attendee form rules: the server's refusal (SPEC §8)", () => {
  const form = withContext(start(), {
    touched: { name: true },
    errors: { name: 'Full Name is required' },
  });

  it("puts the server's field errors on this form's fields, keeping the rest, and shows its message", () => {
    const error = new SubmitRegistrationError('Validation failed', [
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'not-on-this-form', message: 'Ignored' },
    ]);
    expect(storeSubmitFailure(form, error, 'Failed to submit registration')).toEqual({
      errors: { name: 'Full Name is required', email: 'Please enter a valid email address' },
      touched: { name: true, email: true },
      submitError: 'Validation failed',
    });
  });

  it("shows the guardian group's errors when the server names a guardian field", () => {
    const error = new SubmitRegistrationError(null, [{ field: 'guardian.consent', message: 'Consent is required' }]);
    expect(storeSubmitFailure(form, error, 'Failed to submit registration')).toEqual({
      errors: { name: 'Full Name is required' },
      touched: { name: true },
      guardianTouched: { fullName: true, mobileNumber: true, consent: true },
      submitError: 'Failed to submit registration',
    });
  });

  it("without the server's answer keeps the form as it was and says 'Failed to submit registration'", () => {
    expect(storeSubmitFailure(form, null, 'Failed to submit registration')).toEqual({
      errors: { name: 'Full Name is required' },
      touched: { name: true },
      submitError: 'Failed to submit registration',
    });
  });
});

describe("attendee form rules: the attendee's name for the booking page", () => {
  it("is the name field's answer without its spaces, or empty", () => {
    expect(attendeeName(withContext(start(), { values: { name: '  Asha Rao ' } }))).toBe('Asha Rao');
    expect(attendeeName(start())).toBe('');
    expect(attendeeName(start({ fields: [CATEGORY] }))).toBe('');
  });
});
