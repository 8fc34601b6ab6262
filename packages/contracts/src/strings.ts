import { z } from 'zod';

const NUL_MESSAGE = 'Must not contain a NUL byte';
const hasNoNul = (value: string) => !value.includes(String.fromCharCode(0));

/**
 * The one string schema of every payload and query: PostgreSQL cannot store a NUL byte in text, so one that
 * arrives is a 400 naming the field here, never a 500 from the database.
 */
export function text(max = 2000) {
  return z.string().max(max).refine(hasNoNul, NUL_MESSAGE);
}

/** A name: trimmed, not empty. */
export function nameText(max = 200) {
  return text(max).trim().min(1, 'Required');
}

/** An optional keyword of a search or filter. */
export const Keyword = text(200).trim();

/**
 * Spec §3: a media or image id is a full address, a base64 data address or a path relative to the storage
 * bucket. Anything else (script URLs, free text) is refused.
 */
export const MEDIA_REF_PATTERN =
  /^(?:https?:\/\/[^\s]+|data:image\/(?:png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+|(?!\/\/)\/?(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*)$/;

/** A logo, banner or photo: a media id (see MEDIA_REF_PATTERN), at most 2,000 characters (data addresses 700 kB). */
export const MediaRef = z
  .string()
  .max(700_000)
  .regex(MEDIA_REF_PATTERN, 'Use an image address, a data:image address or an uploaded image id')
  .refine((value) => value.startsWith('data:') || value.length <= 2000, 'Use at most 2000 characters')
  .refine(
    (value) => !value.split('/').includes('..'),
    'Use an image address, a data:image address or an uploaded image id',
  );
