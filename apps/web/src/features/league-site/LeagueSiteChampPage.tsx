import { Skeleton } from '@mantine/core';
import { useParams } from 'react-router';
import { load, type PageLoader } from '../../api/page-loader.ts';
import { useChamp } from '../competitions/index.ts';
import { loadCompetitionPage, ObserveCompetitionPage } from '../observe/index.ts';
import { useLeagueSite } from './LeagueSiteContext.ts';
import { leagueBySubdomainQuery } from './queries.ts';
import { UnknownLeagueSitePage } from './UnknownLeagueSitePage.tsx';

/** `/champ/{champId}` of a league's site: the public competition page, if the competition is this league's. */
export function LeagueSiteChampPage() {
  const { id = '' } = useParams();
  const { league, mainSiteUrl } = useLeagueSite();
  const champ = useChamp(id);
  if (champ.isPending) return <Skeleton m="xl" h={240} />;
  if (champ.isError || champ.data.champLeagueId !== league.id) {
    return <UnknownLeagueSitePage mainSiteUrl={mainSiteUrl} />;
  }
  return <ObserveCompetitionPage />;
}

/** The league (for the header) and the competition page's first reads. */
export const loader =
  (subdomain: string): PageLoader =>
  ({ queryClient }) =>
  async ({ params, request }) => {
    await Promise.all([
      load(queryClient, leagueBySubdomainQuery(subdomain)),
      loadCompetitionPage(
        queryClient,
        params.id ?? '',
        new URL(request.url).searchParams.get('tabs') ?? undefined,
      ),
    ]);
    return null;
  };
