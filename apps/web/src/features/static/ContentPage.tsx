import { StaticPage } from './StaticPage.tsx';
import { StaticSections } from './StaticSections.tsx';
import type { StaticPageKey } from './static-pages.ts';

/** A static page that is only its sections (how it works, services, cases, the legal and esports pages…). */
export function ContentPage({ page }: { page: StaticPageKey }) {
  return (
    <StaticPage page={page}>
      <StaticSections page={page} />
    </StaticPage>
  );
}
