import { RouterProvider } from 'react-router';
import { HubProvider } from './HubProvider.tsx';
import { RuntimeConfigProvider } from './RuntimeConfigProvider.tsx';
import { router } from './router.tsx';

export function App() {
  return (
    <RuntimeConfigProvider>
      <HubProvider>
        <RouterProvider router={router} />
      </HubProvider>
    </RuntimeConfigProvider>
  );
}
