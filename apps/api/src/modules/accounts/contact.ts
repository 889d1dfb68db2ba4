import { emailProblem, normalizeEmail } from '@petal/contract/validation';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { AppError } from '../../platform/errors.ts';

export interface Contact {
  channel: 'email' | 'sms';
  /** Lower-cased email, or the phone number in E.164 (+85291234567). */
  destination: string;
}

/** Reads "contact" as an email address or an international phone number, or refuses it. */
export function parseContact(value: string, field = 'body.contact'): Contact {
  const text = value.trim();
  if (text.includes('@')) {
    const problem = emailProblem(text);
    if (problem) throw new AppError('validation_failed', [{ field, message: problem }]);
    return { channel: 'email', destination: normalizeEmail(text) };
  }
  const phone = parsePhoneNumberFromString(text);
  if (!phone?.isValid()) throw new AppError('validation_failed', [{ field, message: 'invalid_phone' }]);
  return { channel: 'sms', destination: phone.number };
}

/** For messages and logs: enough to recognise, not enough to harvest. */
export function maskDestination({ channel, destination }: Contact): string {
  if (channel === 'email') {
    const [name = '', domain = ''] = destination.split('@');
    return `${name.slice(0, 1)}•••@${domain}`;
  }
  return `${destination.slice(0, 4)} •••• ${destination.slice(-4)}`;
}
