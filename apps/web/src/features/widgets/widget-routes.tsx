import type { RouteObject } from 'react-router';
import { WIDGET_KINDS } from '../../lib/widget-links.ts';

/** `/widget/champ/{id}/{kind}`: chrome-free, on the main site and on league sites alike. */
export const widgetRoutes: RouteObject[] = WIDGET_KINDS.map(
  (kind): RouteObject => ({
    path: `widget/champ/:id/${kind}`,
    lazy: () => import('./ChampWidgetPage.tsx').then((m) => ({ element: <m.ChampWidgetPage kind={kind} /> })),
  }),
);
