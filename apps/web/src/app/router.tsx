import { Navigate, type RouteObject } from 'react-router';
import { load, type PageContext } from '../api/page-loader.ts';
import { sessionQuery } from '../features/auth/index.ts';
import { staticPages } from '../features/static/index.ts';
import { widgetRoutes } from '../features/widgets/index.ts';
import { PublicLayout } from './layouts/PublicLayout.tsx';
import { lazyNamed } from './lazy-named.tsx';
import { NotFoundPage, notFound } from './NotFoundPage.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { RouteLoading } from './RouteLoading.tsx';

// Only admin routes check a role: the check loads with them, not on a public page (issue 13).
const RequireAuth = lazyNamed(() => import('../features/auth/index.ts').then((m) => m.RequireAuth));

/**
 * Every route of the main site lives in this one file; routes arrive with their features (spec §2). They are
 * made for a page context: the query cache their loaders fill and the visitor's time zone (one per request on
 * the server, the app's own in the browser). A public page's route loads what its first screen reads (its
 * module's `loader`, api/page-loader.ts), so the server draws it whole and a navigation shows it whole.
 * Pages are code-split (`lazy`) so a phone downloads only what it shows. See apps/web/README.md for how a
 * feature adds a route and a navigation link.
 */
export function createRoutes(page: PageContext): RouteObject[] {
  return [
    {
      element: <PublicLayout />,
      // Every public page's header shows who is signed in.
      loader: async () => {
        await load(page.queryClient, sessionQuery());
        return null;
      },
      errorElement: <RouteErrorPage />,
      // Shown while the first page's lazy chunk loads (else React Router warns and renders nothing).
      HydrateFallback: RouteLoading,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            {
              index: true,
              lazy: () =>
                import('../features/home/HomePage.tsx').then((m) => ({
                  Component: m.HomePage,
                  loader: m.loader(page),
                })),
            },
            {
              path: 'sports',
              lazy: () =>
                import('../features/home/SportsPage.tsx').then((m) => ({
                  Component: m.SportsPage,
                  loader: m.loader(page),
                })),
            },
            {
              path: 'login',
              lazy: () => import('../features/auth/LoginPage.tsx').then((m) => ({ Component: m.LoginPage })),
            },
            {
              path: 'register',
              lazy: () =>
                import('../features/auth/RegisterPage.tsx').then((m) => ({ Component: m.RegisterPage })),
            },
            {
              path: 'forgot-password',
              lazy: () =>
                import('../features/auth/ForgotPasswordPage.tsx').then((m) => ({
                  Component: m.ForgotPasswordPage,
                })),
            },
            {
              path: 'reset-password',
              lazy: () =>
                import('../features/auth/ResetPasswordPage.tsx').then((m) => ({
                  Component: m.ResetPasswordPage,
                })),
            },
            {
              path: 'verify-email',
              lazy: () =>
                import('../features/auth/VerifyEmailPage.tsx').then((m) => ({
                  Component: m.VerifyEmailPage,
                })),
            },
            {
              path: 'contact-us',
              lazy: () =>
                import('../features/contact/ContactPage.tsx').then((m) => ({ Component: m.ContactPage })),
            },
            // The static pages (spec §2): about, pricing, legal, esports… one chunk for all of them.
            ...staticPages.map(
              ({ key, path }): RouteObject => ({
                path,
                lazy: () =>
                  import('../features/static/StaticPageRoute.tsx').then((m) => ({
                    element: <m.StaticPageRoute page={key} />,
                    loader: m.loader(key)(page),
                  })),
              }),
            ),
            {
              path: 'competitions',
              lazy: () =>
                import('../features/observe/CompetitionsBrowsePage.tsx').then((m) => ({
                  Component: m.CompetitionsBrowsePage,
                  loader: m.loader(page),
                })),
            },
            {
              path: 'observe/league/:id',
              lazy: () =>
                import('../features/observe/ObserveLeaguePage.tsx').then((m) => ({
                  Component: m.ObserveLeaguePage,
                  loader: m.loader(page),
                })),
            },
            {
              path: 'observe/competition/:id',
              lazy: () =>
                import('../features/observe/ObserveCompetitionPage.tsx').then((m) => ({
                  Component: m.ObserveCompetitionPage,
                  loader: m.loader(page),
                })),
            },
            {
              path: 'observe/team/:id',
              lazy: () =>
                import('../features/observe/ObserveTeamPage.tsx').then((m) => ({
                  Component: m.ObserveTeamPage,
                  loader: m.loader(page),
                })),
            },
            {
              path: 'user-profile/:id',
              lazy: () =>
                import('../features/observe/UserProfilePage.tsx').then((m) => ({
                  Component: m.UserProfilePage,
                  loader: m.loader(page),
                })),
            },
            {
              path: 'observe/player/:playerId',
              lazy: () =>
                import('../features/players/PlayerDetailsPage.tsx').then((m) => ({
                  element: <m.PlayerDetailsPage mode="observe" />,
                  loader: m.loader(page),
                })),
            },
            {
              path: 'news/:id',
              lazy: () =>
                import('../features/news/NewsPage.tsx').then((m) => ({
                  Component: m.NewsPage,
                  loader: m.loader(page),
                })),
            },
            {
              path: 'search',
              lazy: () =>
                import('../features/search/SearchPage.tsx').then((m) => ({
                  Component: m.SearchPage,
                  loader: m.loader(page),
                })),
            },
            {
              path: 'observe/venue/:id',
              lazy: () =>
                import('../features/venues/ObserveVenuePage.tsx').then((m) => ({
                  Component: m.ObserveVenuePage,
                  loader: m.loader(page),
                })),
            },
            {
              // Operators' check of the live chat connection (the spec's chat test page).
              path: 'chat-test',
              lazy: () =>
                import('../features/chat/ChatTestPage.tsx').then((m) => ({ Component: m.ChatTestPage })),
            },
            {
              path: 'calendar',
              lazy: () =>
                import('../features/calendar/CalendarPage.tsx').then((m) => ({
                  Component: m.CalendarPage,
                  loader: m.loader(page),
                })),
            },
            {
              path: 'observe/match-center/:id',
              lazy: () =>
                import('../features/match-centre/ObserveMatchPage.tsx').then((m) => ({
                  Component: m.ObserveMatchPage,
                  loader: m.loader(page),
                })),
            },
            // An address the app does not know: the not-found page, with the status that says so.
            { path: '*', element: <NotFoundPage />, loader: notFound },
          ],
        },
      ],
    },
    {
      path: 'admin',
      // Lazy like the pages: no admin code on a public page's first load (issue 13).
      lazy: () => import('./layouts/AdminLayout.tsx').then((m) => ({ Component: m.AdminLayout })),
      errorElement: <RouteErrorPage />,
      HydrateFallback: RouteLoading,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, element: <Navigate to="/admin/profile" replace /> },
            {
              path: 'profile',
              lazy: () =>
                import('../features/profile/ProfilePage.tsx').then((m) => ({ Component: m.ProfilePage })),
            },
            {
              path: 'requests',
              lazy: () =>
                import('../features/requests/RequestsPage.tsx').then((m) => ({ Component: m.RequestsPage })),
            },
            {
              path: 'contact-messages',
              element: <RequireAuth requiredRole="SystemAdmin" />,
              children: [
                {
                  index: true,
                  lazy: () =>
                    import('../features/contact/ContactMessagesPage.tsx').then((m) => ({
                      Component: m.ContactMessagesPage,
                    })),
                },
              ],
            },
            {
              path: 'outbox',
              element: <RequireAuth requiredRole="SystemAdmin" />,
              children: [
                {
                  index: true,
                  lazy: () =>
                    import('../features/outbox/OutboxPage.tsx').then((m) => ({ Component: m.OutboxPage })),
                },
                {
                  path: 'mail',
                  lazy: () =>
                    import('../features/outbox/MailSettingsPage.tsx').then((m) => ({
                      Component: m.MailSettingsPage,
                    })),
                },
              ],
            },
            {
              path: 'leagues',
              lazy: () =>
                import('../features/leagues/LeaguesPage.tsx').then((m) => ({ Component: m.LeaguesPage })),
            },
            {
              path: 'leagues/create',
              lazy: () =>
                import('../features/leagues/LeagueCreatePage.tsx').then((m) => ({
                  Component: m.LeagueCreatePage,
                })),
            },
            {
              path: 'leagues/details/:id',
              lazy: () =>
                import('../features/leagues/LeagueDetailsPage.tsx').then((m) => ({
                  Component: m.LeagueDetailsPage,
                })),
            },
            {
              path: 'leagues/edit/:id',
              lazy: () =>
                import('../features/leagues/LeagueEditPage.tsx').then((m) => ({
                  Component: m.LeagueEditPage,
                })),
            },
            {
              path: 'competitions',
              lazy: () =>
                import('../features/competitions/CompetitionsPage.tsx').then((m) => ({
                  Component: m.CompetitionsPage,
                })),
            },
            {
              path: 'competitions/create',
              lazy: () =>
                import('../features/competitions/CompetitionCreatePage.tsx').then((m) => ({
                  Component: m.CompetitionCreatePage,
                })),
            },
            {
              path: 'competitions/details/:id',
              lazy: () =>
                import('../features/competitions/CompetitionDetailsPage.tsx').then((m) => ({
                  Component: m.CompetitionDetailsPage,
                })),
            },
            {
              path: 'competitions/details/:id/stages/:stageId/schedule',
              lazy: () =>
                import('../features/competitions/StageSchedulePage.tsx').then((m) => ({
                  Component: m.StageSchedulePage,
                })),
            },
            {
              path: 'competitions/edit/:id',
              lazy: () =>
                import('../features/competitions/CompetitionEditPage.tsx').then((m) => ({
                  Component: m.CompetitionEditPage,
                })),
            },
            {
              path: 'teams',
              lazy: () => import('../features/teams/TeamsPage.tsx').then((m) => ({ Component: m.TeamsPage })),
            },
            {
              path: 'teams/create',
              lazy: () =>
                import('../features/teams/TeamCreatePage.tsx').then((m) => ({ Component: m.TeamCreatePage })),
            },
            {
              path: 'teams/details/:id',
              lazy: () =>
                import('../features/teams/TeamDetailsPage.tsx').then((m) => ({
                  Component: m.TeamDetailsPage,
                })),
            },
            {
              path: 'players',
              lazy: () =>
                import('../features/players/PlayersPage.tsx').then((m) => ({ Component: m.PlayersPage })),
            },
            {
              path: 'players/create',
              lazy: () =>
                import('../features/players/PlayerCreatePage.tsx').then((m) => ({
                  Component: m.PlayerCreatePage,
                })),
            },
            {
              path: 'players/details/:playerId',
              lazy: () =>
                import('../features/players/PlayerDetailsPage.tsx').then((m) => ({
                  element: <m.PlayerDetailsPage mode="admin" />,
                })),
            },
            {
              path: 'players/edit/:id',
              lazy: () =>
                import('../features/players/PlayerEditPage.tsx').then((m) => ({
                  Component: m.PlayerEditPage,
                })),
            },
            {
              path: 'venues',
              lazy: () =>
                import('../features/venues/VenuesPage.tsx').then((m) => ({ Component: m.VenuesPage })),
            },
            {
              path: 'venues/create',
              lazy: () =>
                import('../features/venues/VenueCreatePage.tsx').then((m) => ({
                  Component: m.VenueCreatePage,
                })),
            },
            {
              path: 'venues/details/:id',
              lazy: () =>
                import('../features/venues/VenueDetailsPage.tsx').then((m) => ({
                  Component: m.VenueDetailsPage,
                })),
            },
            {
              path: 'venues/edit/:id',
              lazy: () =>
                import('../features/venues/VenueEditPage.tsx').then((m) => ({
                  Component: m.VenueEditPage,
                })),
            },
            {
              path: 'referees',
              lazy: () =>
                import('../features/referees/RefereesPage.tsx').then((m) => ({ Component: m.RefereesPage })),
            },
            {
              path: 'referees/create',
              lazy: () =>
                import('../features/referees/RefereeCreatePage.tsx').then((m) => ({
                  Component: m.RefereeCreatePage,
                })),
            },
            {
              path: 'referees/details/:id',
              lazy: () =>
                import('../features/referees/RefereeDetailsPage.tsx').then((m) => ({
                  Component: m.RefereeDetailsPage,
                })),
            },
            {
              path: 'referees/edit/:id',
              lazy: () =>
                import('../features/referees/RefereeEditPage.tsx').then((m) => ({
                  Component: m.RefereeEditPage,
                })),
            },
            {
              path: 'match-center',
              lazy: () =>
                import('../features/match-centre/MatchCentrePage.tsx').then((m) => ({
                  Component: m.MatchCentrePage,
                })),
            },
            {
              path: 'match-center/edit-match/:id',
              lazy: () =>
                import('../features/match-centre/EditMatchPage.tsx').then((m) => ({
                  Component: m.EditMatchPage,
                })),
            },
            {
              path: 'match-center/create-media/:id',
              lazy: () =>
                import('../features/match-centre/CreateMediaPage.tsx').then((m) => ({
                  Component: m.CreateMediaPage,
                })),
            },
            {
              path: 'teams/:id',
              lazy: () =>
                import('../features/teams/TeamEditPage.tsx').then((m) => ({ Component: m.TeamEditPage })),
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
    // Embeddable widgets: no header or footer, framed by organisers' own sites.
    { errorElement: <RouteErrorPage />, HydrateFallback: RouteLoading, children: widgetRoutes },
    // The sandbox payment provider's checkout (ADR 0022): a page of its own, like a provider's hosted checkout.
    {
      path: 'checkout/sandbox/:sessionId',
      errorElement: <RouteErrorPage />,
      HydrateFallback: RouteLoading,
      lazy: () =>
        import('../features/payments/SandboxCheckoutPage.tsx').then((m) => ({
          Component: m.SandboxCheckoutPage,
        })),
    },
  ];
}
