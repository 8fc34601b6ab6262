// Spec §3: "A media or image id may be a full address, a base64 data address, or a path relative to the storage
// bucket. An empty id yields empty text."

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * The address to show for a media id: a full address (`https://…`, `http://…`) or a `data:` address as given; a
 * bucket-relative path joined to `storageBase` with exactly one slash; empty/null/undefined → ''.
 */
export function toMediaUrl(id: string | null | undefined, storageBase: string): string {
  const value = id?.trim() ?? '';
  if (value === '') return '';
  if (ABSOLUTE_URL.test(value) || /^data:/i.test(value) || value.startsWith('//')) return value;
  const base = storageBase.replace(/\/+$/, '');
  const path = value.replace(/^\/+/, '');
  return base === '' ? `/${path}` : `${base}/${path}`;
}
