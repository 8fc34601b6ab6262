import { Anchor, Card, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMediaUrl } from '../../api/media-url.ts';
import { LazyPagination } from '../../components/LazyPagination.tsx';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { formatInstant } from '../../lib/zoned-time.ts';
import { type NewsOwnerRef, useOwnerNews } from './api.ts';
import { NEWS_SECTION_SIZE } from './queries.ts';

/**
 * The published news of a league, competition or team on its public page: title, date, excerpt and image,
 * each linking to `/news/{id}`. Shows nothing but a line when there is none, so pages stay short.
 */
export function NewsList({
  owner,
  pageSize = NEWS_SECTION_SIZE,
  titleSize = 'h4',
}: {
  owner: NewsOwnerRef;
  pageSize?: number;
  /** The heading's look (it is an h2 either way): a page whose sections have bigger titles passes `h3`. */
  titleSize?: 'h3' | 'h4';
}) {
  const { t } = useTranslation();
  const [pageIndex, setPageIndex] = useState(0);
  const news = useOwnerNews(owner, { pageIndex, pageSize });
  const headingId = `news-${owner.kind}-${owner.id}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline">
        <Title order={2} size={titleSize} id={headingId}>
          {t('news.list.title')}
        </Title>
        {owner.kind === 'league' && (
          <Anchor href={`/api/champ-leagues/${owner.id}/news.atom`} size="sm">
            {t('news.list.feed')}
          </Anchor>
        )}
      </Group>
      {news.isPending ? (
        <Skeleton h={80} />
      ) : !news.data || news.data.items.length === 0 ? (
        <Text c="dimmed">{t('news.list.empty')}</Text>
      ) : (
        <>
          {news.data.items.map((item) => (
            <NewsCard key={item.id} item={item} />
          ))}
          {news.data.totalItems > pageSize && (
            <LazyPagination
              size="sm"
              total={Math.ceil(news.data.totalItems / pageSize)}
              value={pageIndex + 1}
              onChange={(page) => setPageIndex(page - 1)}
            />
          )}
        </>
      )}
    </Stack>
  );
}

function NewsCard({
  item,
}: {
  item: { id: string; title: string; excerpt: string; image: string | null; publishedAt: string | null };
}) {
  const image = useMediaUrl(item.image);
  const timeZone = useDisplayTimeZone();
  return (
    <Card withBorder padding="sm" component="article">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {image && <Image src={image} alt="" w={96} h={64} radius="sm" fit="cover" />}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`/news/${item.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Anchor>
          {item.publishedAt && (
            <Text size="xs" c="dimmed">
              {formatInstant(item.publishedAt, timeZone, 'D MMM YYYY')}
            </Text>
          )}
          <Text size="sm" lineClamp={2}>
            {item.excerpt}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
