import { useMediaQuery } from '@mantine/hooks';
import { createContext, type ReactNode, useContext } from 'react';

/** A phone's width (below Mantine's `sm` breakpoint): where a page lays itself out for a phone. */
export const PHONE_MEDIA_QUERY = '(max-width: 47.99em)';

/**
 * Whether the server drew the page for a phone; `undefined` once the browser has taken the drawing over (or
 * when nothing was drawn). A page whose first screen differs on a phone (the calendar opens on its list there)
 * is drawn for the screen the visitor's browser says it is on, and hydrated as drawn: React keeps a drawing only
 * when the browser's first render draws the same thing.
 */
const DrawnForPhoneContext = createContext<boolean | undefined>(undefined);

export function DrawnForPhoneProvider({
  phone,
  children,
}: {
  phone: boolean | undefined;
  children: ReactNode;
}) {
  return <DrawnForPhoneContext value={phone}>{children}</DrawnForPhoneContext>;
}

/**
 * Whether the page is shown on a phone's width. While a drawn page is taken over, what the server drew it for;
 * then (and on a page the browser draws itself) the media query's answer, followed as the window changes.
 */
export function useIsPhone(): boolean {
  const drawn = useContext(DrawnForPhoneContext);
  return useMediaQuery(PHONE_MEDIA_QUERY, drawn, { getInitialValueInEffect: drawn !== undefined });
}

/** The browser's answer now (route loaders run outside React); `false` where there is no window. */
export function isPhoneScreen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_MEDIA_QUERY).matches
    : false;
}
