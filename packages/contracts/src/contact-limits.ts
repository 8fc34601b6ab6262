/**
 * The contact form's limits (docs/adr/0017-contact-and-captcha.md), in a module without zod: the web app's
 * contact page checks them while the user types and must not bring the schemas (and zod) into its chunk.
 */
export const CONTACT_NAME_MAX = 120;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
/** Messages one address (and one client address) may send per hour. */
export const CONTACT_MAX_PER_EMAIL_PER_HOUR = 5;
export const CONTACT_MAX_PER_CLIENT_PER_HOUR = 20;
