import i18n from './index.ts';

/** Merges a part of the catalogue into i18next's `translation` resources (build/i18n-split.ts calls it). */
export function addTexts(texts: Record<string, unknown>) {
  i18n.addResourceBundle('en', 'translation', texts, true, true);
}
