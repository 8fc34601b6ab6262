import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// The dates and dropzone styles come with the components that use them (issue 13: less render-blocking CSS).
import './i18n/index.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createQueryClient, Providers } from './app/providers.tsx';

const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <App />
    </Providers>
  </StrictMode>,
);
