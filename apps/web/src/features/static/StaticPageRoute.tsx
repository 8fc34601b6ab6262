import { AboutPage } from './AboutPage.tsx';
import { ContentPage } from './ContentPage.tsx';
import { FaqPage } from './FaqPage.tsx';
import { PricingPage } from './PricingPage.tsx';
import type { StaticPageKey } from './static-pages.ts';

/** The page of a static route (router.tsx maps each of `staticPages` here; they share one small chunk). */
export function StaticPageRoute({ page }: { page: StaticPageKey }) {
  switch (page) {
    case 'aboutUs':
      return <AboutPage />;
    case 'pricing':
      return <PricingPage />;
    case 'faq':
      return <FaqPage />;
    default:
      return <ContentPage page={page} />;
  }
}
