import type { Venue } from '@matchday/contracts';

type Place = Pick<Venue, 'name' | 'address' | 'city' | 'country' | 'latitude' | 'longitude'>;

/** The venue's address on one line: street, city, country (whichever are known). */
export function toAddressLine(venue: Place): string {
  return [venue.address, venue.city, venue.country].filter(Boolean).join(', ');
}

const hasCoordinates = (venue: Place): venue is Place & { latitude: number; longitude: number } =>
  venue.latitude !== null && venue.longitude !== null;

/**
 * The venue on OpenStreetMap (no key needed): a marker at its coordinates, else a search for its address;
 * `undefined` when neither is known.
 */
export function toOpenStreetMapUrl(venue: Place): string | undefined {
  if (hasCoordinates(venue)) {
    const { latitude: lat, longitude: lon } = venue;
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
  }
  const address = toAddressLine(venue);
  return address ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}` : undefined;
}

/**
 * The embedded map shown with the runtime configuration's maps key (the Google Maps Embed API, whose keys are
 * meant for the browser): the coordinates if known, else the name and address; `undefined` without either.
 */
export function toMapEmbedUrl(venue: Place, key: string): string | undefined {
  const address = toAddressLine(venue);
  const place = hasCoordinates(venue)
    ? `${venue.latitude},${venue.longitude}`
    : address
      ? `${venue.name}, ${address}`
      : undefined;
  if (!place) return undefined;
  return `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(key)}&q=${encodeURIComponent(place)}`;
}
