import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Image,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMediaUrl } from '../../api/media-url.ts';
import { load, type PageLoader } from '../../api/page-loader.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { formatInstant } from '../../lib/zoned-time.ts';
import { toNewsOwnerPath, useNewsItem } from './api.ts';
import classes from './news.module.css';
import { newsItemQuery } from './queries.ts';

/** `/news/{id}` (public): a news item with its image, author and date, and a way back to what it belongs to. */
export function NewsPage() {
  return (
    <Container size="md" py="xl">
      <NewsArticle />
    </Container>
  );
}

function NewsArticle() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const news = useNewsItem(id);
  const image = useMediaUrl(news.data?.image);
  const [copied, setCopied] = useState(false);
  usePageTitle(news.data?.title);
  if (news.isPending) return <Skeleton h={320} />;
  if (news.isError) return <Alert color="red">{t('news.page.notFound')}</Alert>;
  const item = news.data;

  const share = async () => {
    const url = window.location.href;
    if (navigator.share) await navigator.share({ title: item.title, url }).catch(() => undefined);
    else {
      await navigator.clipboard?.writeText(url);
      setCopied(true);
    }
  };

  return (
    <Stack gap="md" component="article">
      <Anchor component={Link} to={toNewsOwnerPath(item.owner)} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} />
          {t('news.page.back', { name: item.owner.name })}
        </Group>
      </Anchor>
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {item.title}
      </Title>
      <Group gap="sm" c="dimmed">
        {item.status === 'draft' && <Badge color="yellow">{t('news.page.draft')}</Badge>}
        {item.authorName && <Text size="sm">{t('news.page.by', { author: item.authorName })}</Text>}
        {item.publishedAt && (
          <Text size="sm" component="time" dateTime={item.publishedAt}>
            {t('news.page.publishedOn', {
              date: formatInstant(item.publishedAt, timeZone, 'D MMMM YYYY, HH:mm'),
            })}
          </Text>
        )}
      </Group>
      {image && <Image src={image} alt="" radius="md" mah={420} fit="cover" />}
      <div
        className={classes.body}
        // The server sanitised the body with an allow-list before storing it (no script, style, iframe,
        // event handler or `javascript:` link survives; modules/news/news.html.ts), and every read returns
        // that stored HTML: rendering it as markup is the point of rich text.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, see above.
        dangerouslySetInnerHTML={{ __html: item.body }}
      />
      <Group>
        <Button variant="light" leftSection={<IconShare size={16} />} onClick={() => void share()}>
          {copied ? t('news.page.copied') : t('news.page.share')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A news item's page shows the item. */
export const loader: PageLoader =
  ({ queryClient }) =>
  async ({ params }) => {
    await load(queryClient, newsItemQuery(params.id ?? ''));
    return null;
  };
