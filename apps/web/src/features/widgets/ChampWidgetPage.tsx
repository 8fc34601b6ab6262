import { Alert, Anchor, Box, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useHubRoom } from '../../api/useHubRoom.ts';
import { LiveIndicator } from '../../components/LiveIndicator.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { toObserveCompetitionPath } from '../../lib/observe-links.ts';
import { toWidgetTheme, type WidgetKind, type WidgetTheme } from '../../lib/widget-links.ts';
import { useChamp, useFixtures, useStages } from '../competitions/index.ts';
import { CompactFixtures } from './CompactFixtures.tsx';
import { CompactStandings } from './CompactStandings.tsx';

/**
 * `/widget/champ/{id}/standings|fixtures|results?theme=light|dark`: a competition's table or matches without the
 * site's header and footer, for an organiser's own website (any site may frame these paths; the server says
 * so in `frame-ancestors`). Scores arrive through the hub: the widget updates by itself.
 */
export function ChampWidgetPage({ kind }: { kind: WidgetKind }) {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const theme = toWidgetTheme(search.get('theme'));
  useWidgetColorScheme(theme);
  const { t } = useTranslation();
  const champ = useChamp(id);
  useHubRoom('champ', champ.data?.id);
  const stages = useStages(kind === 'standings' ? id : '');
  const fixtures = useFixtures(kind === 'standings' ? '' : id);
  usePageTitle(
    champ.data ? t('widgets.title', { champ: champ.data.name, kind: t(`widgets.kinds.${kind}`) }) : '',
  );

  if (champ.isPending) return <Skeleton m="sm" h={200} />;
  if (champ.isError) {
    return (
      <Alert m="sm" color="red">
        {t('widgets.notFound')}
      </Alert>
    );
  }
  const c = champ.data;
  return (
    <Box component="main" p="sm" data-widget={kind}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} size="md" lh={1.2} style={{ overflowWrap: 'anywhere' }}>
              {c.name}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`widgets.kinds.${kind}`)}
              {c.season ? ` · ${c.season}` : ''}
            </Text>
          </div>
          <LiveIndicator kind="champ" id={champ.data?.id} />
        </Group>
        {kind === 'standings' ? (
          stages.data ? (
            <CompactStandings champId={c.id} stages={stages.data.items} external />
          ) : (
            <Skeleton h={160} />
          )
        ) : fixtures.data ? (
          <CompactFixtures fixtures={fixtures.data.items} kind={kind} external />
        ) : (
          <Skeleton h={160} />
        )}
        <Anchor
          href={new URL(toObserveCompetitionPath(c.id), window.location.origin).toString()}
          target="_blank"
          rel="noopener"
          size="xs"
          c="dimmed"
          ta="right"
        >
          {t('widgets.poweredBy')}
        </Anchor>
      </Stack>
    </Box>
  );
}

/**
 * The widget's light or dark look, from its address rather than the visitor's saved choice (which would leak
 * into the main site: same origin, same storage). Kept while the widget is shown, whatever Mantine's provider
 * applies from that saved choice.
 */
function useWidgetColorScheme(theme: WidgetTheme) {
  useEffect(() => {
    const root = document.documentElement;
    const attribute = 'data-mantine-color-scheme';
    const apply = () => {
      if (root.getAttribute(attribute) !== theme) root.setAttribute(attribute, theme);
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(root, { attributes: true, attributeFilter: [attribute] });
    return () => observer.disconnect();
  }, [theme]);
}
