import { createBrowserRouter } from 'react-router';
import { NotFoundPage } from './NotFoundPage.tsx';

/** Every route of the web app lives in this one file; routes arrive with their features (spec §2). */
export const router = createBrowserRouter([{ path: '*', element: <NotFoundPage /> }]);
