/**
 * A whole number with its thousands grouped, as `Intl.NumberFormat(language)` writes it: `12,345`. English is
 * written out without Intl, since a page's first Intl number or date format loads the browser's locale data,
 * 20–40 ms of a fast machine's main thread and four times that on a phone, while the page is loading (issue 13);
 * other languages go through Intl.
 */
export function formatCount(value: number, language: string): string {
  if (language === 'en' && Number.isSafeInteger(value))
    return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return new Intl.NumberFormat(language).format(value);
}
