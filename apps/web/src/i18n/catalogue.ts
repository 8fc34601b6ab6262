/**
 * The texts i18next starts with: the whole English catalogue in development and tests. A build replaces this
 * module with an empty one (build/i18n-split.ts): there each text arrives with the code that shows it.
 */
export { en as catalogue } from './en.ts';
