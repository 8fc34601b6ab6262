import { z } from 'zod';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
} from './contact-limits.ts';
import { Id, PagingQuery, pagedOf } from './paging.ts';
import { Access, defineRoutes } from './route.ts';
import { nameText, text } from './strings.ts';

export * from './contact-limits.ts';

/**
 * The contact form (spec §2 `/contact-us`, §7 "Contact": `POST /contact-us?recaptchaResponse={token}`). The
 * token is ALTCHA's base64 payload (a proof-of-work solved in the browser) or, when the deployment configures
 * reCAPTCHA, Google's token. docs/adr/0017-contact-and-captcha.md.
 */

export const ContactBody = z.object({
  name: nameText(CONTACT_NAME_MAX),
  email: z.email('Enter a valid email address').max(254),
  subject: nameText(CONTACT_SUBJECT_MAX),
  message: text(CONTACT_MESSAGE_MAX)
    .trim()
    .min(CONTACT_MESSAGE_MIN, `Write at least ${CONTACT_MESSAGE_MIN} characters`),
});
export type ContactBody = z.infer<typeof ContactBody>;

export const ContactQuery = z.object({
  /** The spec's name for the captcha token, whichever captcha is active. */
  recaptchaResponse: z.string().min(1, 'Required').max(10_000),
});
export type ContactQuery = z.infer<typeof ContactQuery>;

/** An ALTCHA challenge (its standard v1 shape): the browser finds `number` with hash(salt + number) = challenge. */
export const CaptchaChallenge = z
  .object({
    algorithm: z.enum(['SHA-1', 'SHA-256', 'SHA-512']),
    challenge: z.string(),
    salt: z.string(),
    signature: z.string(),
    maxnumber: z.number().int(),
  })
  .meta({ id: 'CaptchaChallenge' });
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>;

export const ContactReceipt = z.object({ id: Id, email: z.string(), createdAt: z.string() });
export type ContactReceipt = z.infer<typeof ContactReceipt>;

export const ContactMessage = z.object({
  id: Id,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  /** The sender's account when they were signed in. */
  userId: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessage>;

export const ContactMessageList = pagedOf(ContactMessage);
export type ContactMessageList = z.infer<typeof ContactMessageList>;

const tags = ['contact'];

export const contactRoutes = defineRoutes({
  getContactChallenge: {
    method: 'GET',
    path: '/api/contact-us/challenge',
    summary: 'A fresh proof-of-work challenge (ALTCHA) for the contact form',
    description: 'Expires after 10 minutes; a solution is accepted once.',
    tags,
    access: Access.public,
    response: CaptchaChallenge,
  },
  sendContactMessage: {
    method: 'POST',
    path: '/api/contact-us',
    summary: 'Send a message to the administrators',
    description:
      '`recaptchaResponse` is the solved ALTCHA payload (base64), or a reCAPTCHA token when the deployment ' +
      'configures reCAPTCHA. The sender gets a confirmation mail. Limited per address and per client (429).',
    tags,
    access: Access.public,
    query: ContactQuery,
    body: ContactBody,
    status: 201,
    response: ContactReceipt,
  },
  listContactMessages: {
    method: 'GET',
    path: '/api/contact-us/messages',
    summary: 'Messages sent through the contact form, newest first',
    tags,
    access: Access.systemAdmin,
    query: PagingQuery,
    response: ContactMessageList,
  },
});
