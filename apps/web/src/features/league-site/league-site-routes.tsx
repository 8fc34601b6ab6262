import { Navigate, type RouteObject, useParams } from 'react-router';
import type { PageContext } from '../../api/page-loader.ts';
import { NotFoundPage, notFound } from '../../app/NotFoundPage.tsx';
import { RouteErrorPage } from '../../app/RouteErrorPage.tsx';
import { RouteLoading } from '../../app/RouteLoading.tsx';
import { widgetRoutes } from '../widgets/index.ts';

/**
 * The routes of a league's own site (`{subdomain}.{web-engine domain}`): `/` the league, `/champ/{champId}`
 * a competition, and the public match, team, player, venue and news pages at the main site's paths, so every
 * link of the shared components works here too. Sign-in and the admin area go to the main site.
 */
export function leagueSiteRoutes(subdomain: string, page: PageContext): RouteObject[] {
  return [
    { errorElement: <RouteErrorPage />, HydrateFallback: RouteLoading, children: widgetRoutes },
    {
      lazy: () =>
        import('./LeagueSiteLayout.tsx').then((m) => ({
          element: <m.LeagueSiteLayout subdomain={subdomain} />,
          loader: m.loader(subdomain)(page),
        })),
      errorElement: <RouteErrorPage />,
      HydrateFallback: RouteLoading,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            {
              index: true,
              lazy: () =>
                import('./LeagueSiteHomePage.tsx').then((m) => ({
                  Component: m.LeagueSiteHomePage,
                  loader: m.loader(subdomain)(page),
                })),
            },
            {
              path: 'champ/:id',
              lazy: () =>
                import('./LeagueSiteChampPage.tsx').then((m) => ({
                  Component: m.LeagueSiteChampPage,
                  loader: m.loader(subdomain)(page),
                })),
            },
            { path: 'observe/competition/:id', Component: ToChampPath },
            { path: 'observe/league/:id', element: <Navigate to="/" replace /> },
            {
              path: 'observe/match-center/:id',
              lazy: () =>
                import('../match-centre/index.ts').then((m) => ({
                  Component: m.ObserveMatchPage,
                  loader: m.matchPageLoader(page),
                })),
            },
            {
              path: 'observe/team/:id',
              lazy: () =>
                import('../observe/index.ts').then((m) => ({
                  Component: m.ObserveTeamPage,
                  loader: m.teamPageLoader(page),
                })),
            },
            {
              path: 'observe/player/:playerId',
              lazy: () =>
                import('../players/index.ts').then((m) => ({
                  element: <m.PlayerDetailsPage mode="observe" />,
                  loader: m.playerPageLoader(page),
                })),
            },
            {
              path: 'news/:id',
              lazy: () =>
                import('../news/index.ts').then((m) => ({
                  Component: m.NewsPage,
                  loader: m.newsPageLoader(page),
                })),
            },
            {
              path: 'observe/venue/:id',
              lazy: () =>
                import('../venues/index.ts').then((m) => ({
                  Component: m.ObserveVenuePage,
                  loader: m.venuePageLoader(page),
                })),
            },
            ...['login', 'register', 'forgot-password', 'admin/*', 'user-profile/*'].map(
              (path): RouteObject => ({
                path,
                lazy: () => import('./ToMainSite.tsx').then((m) => ({ Component: m.ToMainSite })),
              }),
            ),
            { path: '*', element: <NotFoundPage />, loader: notFound },
          ],
        },
      ],
    },
  ];
}

/** The main site's competition path on a league site: the same competition at `/champ/{id}`. */
function ToChampPath() {
  const { id = '' } = useParams();
  return <Navigate to={`/champ/${id}`} replace />;
}
