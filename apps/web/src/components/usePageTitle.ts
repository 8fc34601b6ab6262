import { useEffect } from 'react';
import i18n from '../i18n/index.ts';

/** Sets the browser tab's title to "<page> · Matchday" (screen readers announce it on navigation). */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    const app = i18n.t('app.name');
    document.title = title ? `${title} · ${app}` : app;
  }, [title]);
}
