import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogue } from './catalogue.ts';

/**
 * A build's modules bring their own texts (build/i18n-split.ts). A key none of them named (one built wholly at
 * run time) is a gap of that split: the whole catalogue is then loaded once, and the page re-renders with it.
 */
let wholeCatalogue: Promise<void> | null = null;
function loadWholeCatalogue(key: string) {
  if (!import.meta.env.PROD || wholeCatalogue) return;
  console.warn(`i18n: "${key}" did not come with its page; loading every text.`);
  wholeCatalogue = import('./en.ts').then(({ en }) => {
    i18n.addResourceBundle('en', 'translation', en, true, false);
    void i18n.changeLanguage('en');
  });
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: catalogue } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  parseMissingKeyHandler: (key) => {
    loadWholeCatalogue(key);
    return key;
  },
});

export default i18n;
