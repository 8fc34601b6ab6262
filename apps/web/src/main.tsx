import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// The dates styles come with the components that use them (issue 13: less render-blocking CSS).
import './i18n/index.ts';
import { startApp } from './app/start.tsx';

// Not a top-level await: the page's chunks import this module, and would wait for it while it waited for them.
void startApp(document.getElementById('root') as HTMLElement);
