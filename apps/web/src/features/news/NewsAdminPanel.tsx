import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Pagination,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import type { NewsSummary } from '@matchday/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { formatInstant } from '../../lib/zoned-time.ts';
import { ImageDropzone } from '../images/index.ts';
import {
  type NewsOwnerRef,
  useCreateNews,
  useDeleteNews,
  useNewsItem,
  useOwnerNews,
  useUpdateNews,
} from './api.ts';
import { RichTextEditor } from './RichTextEditor.tsx';

const PAGE_SIZE = 20;

/**
 * The "News" section of a league's, competition's or team's admin page: every item, drafts first, with
 * write, edit, publish/unpublish and delete (after a confirmation). Only shown to those who may edit the owner.
 */
export function NewsAdminPanel({ owner }: { owner: NewsOwnerRef }) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const [pageIndex, setPageIndex] = useState(0);
  const news = useOwnerNews(owner, { pageIndex, pageSize: PAGE_SIZE, includeDrafts: true });
  const update = useUpdateNews(owner);
  const remove = useDeleteNews();
  const [editing, setEditing] = useState<string | 'new' | null>(null);

  const setStatus = (item: NewsSummary, status: 'draft' | 'published') =>
    update.mutate(
      { newsId: item.id, body: { status } },
      { onSuccess: () => notifySuccess(t('news.admin.saved')), onError: notifyFailure },
    );

  const confirmDelete = (item: NewsSummary) =>
    modals.openConfirmModal({
      title: t('news.admin.confirmDeleteTitle'),
      children: <Text size="sm">{t('news.admin.confirmDelete', { title: item.title })}</Text>,
      labels: { confirm: t('news.admin.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(item.id, {
          onSuccess: () => notifySuccess(t('news.admin.deleted')),
          onError: notifyFailure,
        }),
    });

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600}>{t('news.admin.title')}</Text>
        <Button size="xs" onClick={() => setEditing('new')}>
          {t('news.admin.create')}
        </Button>
      </Group>
      {news.isPending ? (
        <Skeleton h={120} />
      ) : news.isError ? (
        <Alert color="red">{t('errors.unexpected')}</Alert>
      ) : news.data.items.length === 0 ? (
        <Text c="dimmed">{t('news.admin.empty')}</Text>
      ) : (
        news.data.items.map((item) => (
          <Card key={item.id} withBorder padding="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Group gap="xs">
                  <Anchor
                    component={Link}
                    to={`/news/${item.id}`}
                    fw={600}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {item.title}
                  </Anchor>
                  <Badge color={item.status === 'draft' ? 'yellow' : 'teal'} variant="light">
                    {t(`news.admin.${item.status === 'draft' ? 'draft' : 'published'}`)}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {formatInstant(item.publishedAt ?? item.updatedAt, timeZone, 'D MMM YYYY, HH:mm')}
                </Text>
              </Stack>
              <Group gap={4}>
                <Button size="xs" variant="default" onClick={() => setEditing(item.id)}>
                  {t('news.admin.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setStatus(item, item.status === 'draft' ? 'published' : 'draft')}
                >
                  {t(`news.admin.${item.status === 'draft' ? 'publish' : 'unpublish'}`)}
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => confirmDelete(item)}>
                  {t('news.admin.delete')}
                </Button>
              </Group>
            </Group>
          </Card>
        ))
      )}
      {news.data && news.data.totalItems > PAGE_SIZE && (
        <Pagination
          size="sm"
          total={Math.ceil(news.data.totalItems / PAGE_SIZE)}
          value={pageIndex + 1}
          onChange={(page) => setPageIndex(page - 1)}
        />
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing === 'new' ? 'news.admin.createTitle' : 'news.admin.editTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('news.admin.closeEditor') }}
      >
        {editing !== null && (
          <NewsEditor
            owner={owner}
            newsId={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}

/** The form of one item: a new one, or an existing one once loaded (with its stored, sanitised body). */
function NewsEditor({
  owner,
  newsId,
  onDone,
}: {
  owner: NewsOwnerRef;
  newsId: string | null;
  onDone: () => void;
}) {
  const existing = useNewsItem(newsId ?? '');
  if (newsId && existing.isPending) return <Skeleton h={240} />;
  return (
    <NewsForm
      owner={owner}
      newsId={newsId}
      initial={
        existing.data
          ? {
              title: existing.data.title,
              body: existing.data.body,
              image: existing.data.image ?? '',
              published: existing.data.status === 'published',
            }
          : { title: '', body: '', image: '', published: true }
      }
      onDone={onDone}
    />
  );
}

/**
 * Whether the image is an address typed or pasted (shown in the address field), not an uploaded image's
 * media id (`images/<uuid>.webp`, shown only as the preview): anything with a scheme or typed by hand.
 */
function isAddress(image: string): boolean {
  return image !== '' && !image.startsWith('images/');
}

/** An http(s) address, a data:image address, or a media id kept from before (the server has the full rule). */
function isImageAddress(value: string): boolean {
  return /^(?:https?:\/\/\S+|data:image\/\S+|[\w.-]+(?:\/[\w.-]+)*)$/.test(value);
}

interface Draft {
  title: string;
  body: string;
  image: string;
  published: boolean;
}

export function NewsForm({
  owner,
  newsId,
  initial,
  onDone,
}: {
  owner: NewsOwnerRef;
  newsId: string | null;
  initial: Draft;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateNews(owner);
  const update = useUpdateNews(owner);
  const saving = create.isPending || update.isPending;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!draft.title.trim()) found.title = t('news.admin.titleRequired');
    if (!draft.body.replace(/<[^>]*>/g, '').trim()) found.body = t('news.admin.bodyRequired');
    if (isAddress(draft.image) && !isImageAddress(draft.image.trim()))
      found.image = t('news.admin.imageAddressInvalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      title: draft.title.trim(),
      body: draft.body,
      image: draft.image.trim() || null,
      status: draft.published ? ('published' as const) : ('draft' as const),
    };
    const done = {
      onSuccess: () => {
        notifySuccess(t('news.admin.saved'));
        onDone();
      },
      onError: notifyFailure,
    };
    if (newsId) update.mutate({ newsId, body }, done);
    else create.mutate(body, done);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('news.admin.fields.title')}
          value={draft.title}
          onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
          error={errors.title}
          required
          maxLength={200}
        />
        <RichTextEditor
          label={t('news.admin.fields.body')}
          value={draft.body}
          onChange={(body) => setDraft((d) => ({ ...d, body }))}
          error={errors.body}
        />
        {/* Upload an image (stored as its media id) or paste the address of one already online. */}
        <ImageDropzone
          label={t('news.admin.fields.image')}
          value={draft.image.trim() || null}
          onChange={(id) => setDraft((d) => ({ ...d, image: id ?? '' }))}
          previewHeight={120}
        />
        <TextInput
          label={t('news.admin.fields.imageAddress')}
          placeholder="https://"
          value={isAddress(draft.image) ? draft.image : ''}
          onChange={(e) => setDraft({ ...draft, image: e.currentTarget.value })}
          error={errors.image}
        />
        <Switch
          label={t('news.admin.fields.status')}
          checked={draft.published}
          onChange={(e) => setDraft({ ...draft, published: e.currentTarget.checked })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('news.admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
