import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
} from '@matchday/contracts';
import i18n from '../../i18n/index.ts';

// The limits the server enforces (contracts/contact.ts), checked while the user types; each message names
// its field, so an error read out of context still says what to fix.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateContactName(value: string): string | null {
  if (!value.trim()) return i18n.t('contact.validation.nameRequired');
  if (value.trim().length > CONTACT_NAME_MAX)
    return i18n.t('contact.validation.nameTooLong', { max: CONTACT_NAME_MAX });
  return null;
}

export function validateContactEmail(value: string): string | null {
  if (!value.trim()) return i18n.t('contact.validation.emailRequired');
  if (!EMAIL_PATTERN.test(value.trim())) return i18n.t('contact.validation.emailInvalid');
  return null;
}

export function validateContactSubject(value: string): string | null {
  if (!value.trim()) return i18n.t('contact.validation.subjectRequired');
  if (value.trim().length > CONTACT_SUBJECT_MAX)
    return i18n.t('contact.validation.subjectTooLong', { max: CONTACT_SUBJECT_MAX });
  return null;
}

export function validateContactMessage(value: string): string | null {
  if (value.trim().length < CONTACT_MESSAGE_MIN)
    return i18n.t('contact.validation.messageTooShort', { min: CONTACT_MESSAGE_MIN });
  if (value.trim().length > CONTACT_MESSAGE_MAX)
    return i18n.t('contact.validation.messageTooLong', { max: CONTACT_MESSAGE_MAX });
  return null;
}
