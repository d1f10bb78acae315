// The transfer form's rules: SPEC §5's mobile number and full name, as the server applies them too.
import { sanitizeFullNameInput, validateFullName } from '../../src/domain/validation/full-name';
import { sanitizeMobileInput, validateMobile } from '../../src/domain/validation/mobile';
import type { TicketTransferContext, TransferField } from './ticket-transfer.types';

export const TRANSFER_FIELDS: readonly TransferField[] = ['mobile', 'name'];

/** What a field keeps of what was typed: digits for the mobile, no digits in the name. */
export function sanitizeTransferField(field: TransferField, raw: string): string {
  return field === 'mobile' ? sanitizeMobileInput(raw) : sanitizeFullNameInput(raw);
}

/** Each field's rule message, or none; the server's word on a field stands until it changes. */
export function transferFieldErrors(
  context: Pick<TicketTransferContext, 'values' | 'serverFieldErrors'>,
): Partial<Record<TransferField, string>> {
  const errors: Partial<Record<TransferField, string>> = {};
  const mobile = validateMobile(context.values.mobile) ?? context.serverFieldErrors.mobile;
  const name = validateFullName(context.values.name) ?? context.serverFieldErrors.name;
  if (mobile) errors.mobile = mobile;
  if (name) errors.name = name;
  return errors;
}

export const isTransferFormValid = (context: Pick<TicketTransferContext, 'values' | 'serverFieldErrors'>) =>
  Object.keys(transferFieldErrors(context)).length === 0;
