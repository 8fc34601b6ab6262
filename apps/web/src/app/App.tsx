import { RouterProvider } from 'react-router';
import { RuntimeConfigProvider } from './RuntimeConfigProvider.tsx';
import { router } from './router.tsx';

export function App() {
  return (
    <RuntimeConfigProvider>
      <RouterProvider router={router} />
    </RuntimeConfigProvider>
  );
}
