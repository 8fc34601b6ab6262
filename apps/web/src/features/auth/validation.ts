import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@matchday/contracts';
import i18n from '../../i18n/index.ts';

// The same limits the server enforces (contracts/security.ts), checked while the user types.
// Each message names its field, so an error read out of context still says what to fix.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateName(value: string): string | null {
  if (!value.trim()) return i18n.t('auth.validation.nameRequired');
  if (value.trim().length > NAME_MAX_LENGTH)
    return i18n.t('auth.validation.nameTooLong', { max: NAME_MAX_LENGTH });
  return null;
}

export function validateEmail(value: string): string | null {
  if (!value.trim()) return i18n.t('auth.validation.emailRequired');
  if (!EMAIL_PATTERN.test(value.trim())) return i18n.t('auth.validation.emailInvalid');
  return null;
}

/** A new password: the length rules apply. */
export function validateNewPassword(value: string): string | null {
  if (!value) return i18n.t('auth.validation.passwordRequired');
  if (value.length < PASSWORD_MIN_LENGTH)
    return i18n.t('auth.validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
  if (value.length > PASSWORD_MAX_LENGTH)
    return i18n.t('auth.validation.passwordTooLong', { max: PASSWORD_MAX_LENGTH });
  return null;
}

/** An existing password (sign-in): only presence; old accounts may predate a rule change. */
export function validatePresentPassword(value: string): string | null {
  return value ? null : i18n.t('auth.validation.passwordRequired');
}

/** The "confirm password" rule of every form that sets a password: it must repeat the field named `of`. */
export function validateConfirmation<Field extends string>(of: Field) {
  return (value: string, values: Record<Field, string>): string | null =>
    value === values[of] ? null : i18n.t('auth.validation.passwordsDiffer');
}
