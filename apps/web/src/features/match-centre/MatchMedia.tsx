import {
  Alert,
  Anchor,
  AspectRatio,
  Badge,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import type { FixtureMedia, FixtureMediaPage } from '@matchday/contracts';
import { IconBroadcast, IconExternalLink, IconLink, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaUrl } from '../../api/media-url.ts';
import { usePageOrigin } from '../../lib/page-origin.tsx';
import { useFixtureMedia } from './api.ts';
import { toEmbedSrc } from './media-embed.ts';

/**
 * The match's photos (through the storage base), videos and streams (embedded when their provider allows
 * it) and other links, newest first; one column on a phone. The first page comes with the match sheet,
 * further pages on demand.
 */
export function MatchMedia({ fixtureId, firstPage }: { fixtureId: string; firstPage: FixtureMediaPage }) {
  const { t } = useTranslation();
  const [extraPages, setExtraPages] = useState(0);
  const pageSize = Math.max(1, firstPage.pageSize);
  if (firstPage.totalItems === 0) return <Text c="dimmed">{t('match.media.empty')}</Text>;
  const loaded = (1 + extraPages) * pageSize;
  return (
    <Stack gap="md">
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="md"
        component="ul"
        p={0}
        m={0}
        // A link's card keeps its own height beside a video's.
        style={{ listStyle: 'none', alignItems: 'start' }}
        aria-label={t('match.media.label')}
      >
        {firstPage.items.map((m) => (
          <MediaItem key={m.id} media={m} />
        ))}
        {pageNumbers(extraPages).map((n) => (
          <MorePage key={n} fixtureId={fixtureId} pageIndex={n} pageSize={pageSize} />
        ))}
      </SimpleGrid>
      {loaded < firstPage.totalItems && (
        <Group justify="center">
          <Button variant="default" onClick={() => setExtraPages((n) => n + 1)}>
            {t('match.media.more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Page indexes 1…n (page 0 came with the match sheet). */
const pageNumbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

function MorePage({
  fixtureId,
  pageIndex,
  pageSize,
}: {
  fixtureId: string;
  pageIndex: number;
  pageSize: number;
}) {
  const page = useFixtureMedia(fixtureId, { pageIndex, pageSize });
  if (page.isPending) return <Skeleton h={120} component="li" />;
  if (page.isError)
    return (
      <Alert component="li" color="red">
        {page.error.message}
      </Alert>
    );
  return page.data.items.map((m) => <MediaItem key={m.id} media={m} />);
}

function MediaItem({ media: m }: { media: FixtureMedia }) {
  const { t } = useTranslation();
  const { hostname } = usePageOrigin();
  const kindLabel = t(`match.media.${m.kind}`);
  const provider = m.provider ? t(`match.media.providers.${m.provider}`) : null;
  const title = m.title ?? (provider ? `${kindLabel} · ${provider}` : kindLabel);
  const embed = m.embedUrl ? toEmbedSrc(m.embedUrl, hostname) : null;
  return (
    <Card component="li" withBorder radius="md" padding="xs">
      {m.kind === 'photo' ? (
        <Photo url={m.url} title={title} />
      ) : embed ? (
        <Card.Section>
          <AspectRatio ratio={16 / 9}>
            <iframe
              src={embed}
              title={title}
              loading="lazy"
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              style={{ border: 0 }}
            />
          </AspectRatio>
        </Card.Section>
      ) : null}
      <Group justify="space-between" gap="xs" mt={m.kind === 'photo' || embed ? 'xs' : 0} wrap="nowrap">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <KindIcon kind={m.kind} />
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
        </Group>
        {m.kind === 'stream' && (
          <Badge color="red" variant="light" size="sm">
            {kindLabel}
          </Badge>
        )}
      </Group>
      {m.kind !== 'photo' && (
        <Anchor href={m.url} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            {provider ? t('match.media.open', { provider }) : t('match.media.openLink')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      )}
    </Card>
  );
}

function KindIcon({ kind }: { kind: FixtureMedia['kind'] }) {
  if (kind === 'video') return <IconPlayerPlay size={16} aria-hidden style={{ flexShrink: 0 }} />;
  if (kind === 'stream') return <IconBroadcast size={16} aria-hidden style={{ flexShrink: 0 }} />;
  if (kind === 'link') return <IconLink size={16} aria-hidden style={{ flexShrink: 0 }} />;
  return null;
}

/** A photo fitted to the card; it opens full size. */
function Photo({ url, title }: { url: string; title: string }) {
  const src = useMediaUrl(url);
  return (
    <Card.Section>
      <Anchor href={src} target="_blank" rel="noopener noreferrer" aria-label={title}>
        <Image src={src} alt={title} h={220} fit="cover" />
      </Anchor>
    </Card.Section>
  );
}
