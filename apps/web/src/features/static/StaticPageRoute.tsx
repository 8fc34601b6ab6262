import { lazy, Suspense } from 'react';
import { load, type PageLoader } from '../../api/page-loader.ts';
import { RouteLoading } from '../../app/RouteLoading.tsx';
import { siteStatsQuery } from '../home/index.ts';
import { AboutPage } from './AboutPage.tsx';
import { ContentPage } from './ContentPage.tsx';
import { FaqPage } from './FaqPage.tsx';
import type { StaticPageKey } from './static-pages.ts';

// Pricing and donate call the payments API and start checkout: their own chunks, so the other static pages
// (and the first load) carry none of it.
const PricingPage = lazy(() => import('./PricingPage.tsx').then((m) => ({ default: m.PricingPage })));
const DonatePage = lazy(() => import('./DonatePage.tsx').then((m) => ({ default: m.DonatePage })));

/** The page of a static route (router.tsx maps each of `staticPages` here; they share one small chunk). */
export function StaticPageRoute({ page }: { page: StaticPageKey }) {
  switch (page) {
    case 'aboutUs':
      return <AboutPage />;
    case 'pricing':
      return (
        <Suspense fallback={<RouteLoading />}>
          <PricingPage />
        </Suspense>
      );
    case 'donate':
      return (
        <Suspense fallback={<RouteLoading />}>
          <DonatePage />
        </Suspense>
      );
    case 'faq':
      return <FaqPage />;
    default:
      return <ContentPage page={page} />;
  }
}

/** The about page shows the site's figures; the other static pages read nothing before they show. */
export const loader =
  (page: StaticPageKey): PageLoader =>
  ({ queryClient }) =>
  async () => {
    if (page === 'aboutUs') await load(queryClient, siteStatsQuery());
    return null;
  };
