import {
  ActionIcon,
  Alert,
  Anchor,
  AspectRatio,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Image,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { AddMediaBody, type FixtureMedia, UpdateMediaBody } from '@matchday/contracts';
import {
  IconBroadcast,
  IconCheck,
  IconLink,
  IconMovie,
  IconPencil,
  IconPhoto,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { useMediaUrl } from '../../api/media-url.ts';
import { showServerErrors } from '../../components/form-errors.ts';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { maxLengthOf, zodFormValidator } from '../../components/zod-form.ts';
import { ImageDropzone } from '../images/index.ts';
import { useAddMedia, useDeleteMedia, useFixtureMedia, useMatchSheet, useUpdateMedia } from './api.ts';

const PAGE_SIZE = 12;
const titleMax = maxLengthOf(AddMediaBody.shape.title);

/** What a saved item is, in words: "YouTube video", "Twitch live stream", "Photo", "Link". */
function describeMedia(t: TFunction, m: Pick<FixtureMedia, 'kind' | 'provider'>): string {
  if (!m.provider) return t(`matchAdmin.media.kinds.${m.kind}`);
  return t('matchAdmin.media.fromProvider', {
    provider: t(`matchAdmin.media.providers.${m.provider}`),
    kind: t(`matchAdmin.media.providerKinds.${m.kind}`),
  });
}

/**
 * `/admin/match-center/create-media/{id}`: a fixture's photos (uploaded through the image pipeline) and video
 * or stream links (the server recognises YouTube, Twitch… and says so once saved), each with a title; below,
 * the fixture's media, newest first, to retitle or delete.
 */
export function CreateMediaPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const sheet = useMatchSheet(id);
  const [pageIndex, setPageIndex] = useState(0);
  const media = useFixtureMedia(id, { pageIndex, pageSize: PAGE_SIZE });
  const f = sheet.data?.fixture;
  const match = f
    ? t('matchAdmin.vs', {
        home: f.homeTeamName ?? t('matchAdmin.tbd'),
        away: f.awayTeamName ?? t('matchAdmin.tbd'),
      })
    : '';
  usePageTitle(f ? t('matchAdmin.media.pageTitle', { match }) : t('matchAdmin.media.title'));

  if (sheet.isError)
    return (
      <Alert color="red">
        {sheet.error instanceof ApiError && sheet.error.status === 404
          ? t('matchAdmin.sheet.notFound')
          : sheet.error.message}
      </Alert>
    );
  const pages = media.data ? Math.max(1, Math.ceil(media.data.totalItems / PAGE_SIZE)) : 1;
  const canEdit = sheet.data?.canEdit ?? false;

  return (
    <Stack gap="md" maw={1200}>
      <Anchor component={Link} to={`/admin/match-center/edit-match/${id}`} size="sm">
        ← {t('matchAdmin.media.backToSheet')}
      </Anchor>
      <div>
        <Title order={1} size="h2">
          {t('matchAdmin.media.title')}
        </Title>
        {sheet.isPending ? (
          <Skeleton h={16} w={200} mt={4} />
        ) : (
          <Text c="dimmed" size="sm">
            {match}
          </Text>
        )}
      </div>
      {sheet.data && !canEdit && <Alert color="gray">{t('matchAdmin.media.readOnly')}</Alert>}
      {canEdit && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <PhotoForm fixtureId={id} />
          <LinkForm fixtureId={id} />
        </SimpleGrid>
      )}
      <Stack gap="sm" component="section" aria-labelledby="media-list-title">
        <Title order={2} size="h4" id="media-list-title">
          {t('matchAdmin.media.listTitle', { count: media.data?.totalItems ?? 0 })}
        </Title>
        {media.isPending && <Skeleton h={160} radius="md" />}
        {media.isError && <Alert color="red">{media.error.message}</Alert>}
        {media.data && media.data.items.length === 0 && (
          <Card withBorder radius="md" p="xl">
            <Stack align="center" gap="xs">
              <IconPhoto size={40} stroke={1.5} aria-hidden />
              <Text c="dimmed" ta="center" maw={420}>
                {t('matchAdmin.media.empty')}
              </Text>
            </Stack>
          </Card>
        )}
        {media.data && media.data.items.length > 0 && (
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 3 }}
            spacing="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            renderRoot={(props) => <ul {...props} />}
          >
            {media.data.items.map((m) => (
              <MediaItem key={m.id} item={m} />
            ))}
          </SimpleGrid>
        )}
        {pages > 1 && (
          <Group justify="center">
            <Pagination total={pages} value={pageIndex + 1} onChange={(p) => setPageIndex(p - 1)} />
          </Group>
        )}
      </Stack>
    </Stack>
  );
}

/** A photo: upload it (`POST /image`), give it a title, attach it. */
function PhotoForm({ fixtureId }: { fixtureId: string }) {
  const { t } = useTranslation();
  const add = useAddMedia(fixtureId);
  const [imageId, setImageId] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!imageId) {
      setError(t('matchAdmin.media.photoRequired'));
      return;
    }
    add.mutate(
      { url: imageId, kind: 'photo', title: title.trim() || null },
      {
        onSuccess: () => {
          notifySuccess(t('matchAdmin.media.photoSaved'));
          setImageId(null);
          setTitle('');
        },
        onError: (e) => {
          const fields = e instanceof ApiError ? e.fieldErrors : {};
          if (fields.url) setError(fields.url);
          else notifyFailure(e);
        },
      },
    );
  };
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby="photo-form-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="photo-form-title">
            {t('matchAdmin.media.photoTitle')}
          </Title>
          <ImageDropzone
            label={t('matchAdmin.media.photo')}
            value={imageId}
            onChange={(value) => {
              setImageId(value);
              setError(null);
            }}
            previewHeight={120}
          />
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
          <TextInput
            label={t('matchAdmin.media.titleLabel')}
            placeholder={t('matchAdmin.media.titlePlaceholder')}
            maxLength={titleMax}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending} leftSection={<IconPhoto size={16} />}>
              {t('matchAdmin.media.addPhoto')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

type LinkValues = { url: string; title: string };

/** A video or stream link: the server recognises the provider (YouTube, Twitch…); the form says which. */
function LinkForm({ fixtureId }: { fixtureId: string }) {
  const { t } = useTranslation();
  const add = useAddMedia(fixtureId);
  const [saved, setSaved] = useState<FixtureMedia | null>(null);
  const toBody = (v: LinkValues) => ({ url: v.url.trim(), title: v.title.trim() || null });
  const validate = zodFormValidator<LinkValues>(AddMediaBody, toBody, {
    url: (issue) =>
      issue.kind === 'required' ? t('matchAdmin.media.urlRequired') : t('matchAdmin.media.urlInvalid'),
    title: (issue) =>
      issue.kind === 'tooLong' ? t('matchAdmin.media.titleTooLong', { max: issue.max }) : undefined,
  });
  const form = useForm<LinkValues>({
    mode: 'controlled',
    initialValues: { url: '', title: '' },
    validateInputOnChange: true,
    validate: (values) => {
      const errors = validate(values);
      // A link is a web address: a bare media id is for uploaded photos.
      if (!errors.url && !/^https?:\/\//i.test(values.url.trim()))
        errors.url = t('matchAdmin.media.urlInvalid');
      return errors;
    },
  });
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby="link-form-title">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          add.mutate(toBody(values), {
            onSuccess: (item) => {
              setSaved(item);
              notifySuccess(t('matchAdmin.media.linkSaved', { what: describeMedia(t, item) }));
              form.reset();
            },
            onError: (e) => showServerErrors(form, e),
          }),
        )}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="link-form-title">
            {t('matchAdmin.media.linkTitle')}
          </Title>
          <TextInput
            type="url"
            inputMode="url"
            label={t('matchAdmin.media.url')}
            description={t('matchAdmin.media.urlHelp')}
            placeholder="https://www.youtube.com/watch?v=…"
            required
            leftSection={<IconLink size={16} />}
            {...form.getInputProps('url')}
          />
          <TextInput
            label={t('matchAdmin.media.titleLabel')}
            placeholder={t('matchAdmin.media.titlePlaceholder')}
            maxLength={titleMax}
            {...form.getInputProps('title')}
          />
          {saved && (
            <Alert
              color="teal"
              icon={<IconCheck size={16} />}
              role="status"
              withCloseButton
              onClose={() => setSaved(null)}
            >
              {t('matchAdmin.media.recognised', { what: describeMedia(t, saved) })}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending} leftSection={<IconLink size={16} />}>
              {t('matchAdmin.media.addLink')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

const kindIcon = { photo: IconPhoto, video: IconMovie, stream: IconBroadcast, link: IconLink } as const;

/** One saved item: what it is, its title (retitle in place), open it, delete it (asks first). */
function MediaItem({ item }: { item: FixtureMedia }) {
  const { t } = useTranslation();
  const src = useMediaUrl(item.kind === 'photo' ? item.url : null);
  const update = useUpdateMedia();
  const remove = useDeleteMedia();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(item.title ?? '');
  const [titleError, setTitleError] = useState<string | null>(null);
  const Icon = kindIcon[item.kind];
  const name = item.title || t('matchAdmin.media.untitled');
  const href = item.kind === 'photo' ? src : item.url;

  const saveTitle = () => {
    const parsed = UpdateMediaBody.safeParse({ title: title.trim() || null });
    if (!parsed.success) {
      setTitleError(t('matchAdmin.media.titleTooLong', { max: titleMax ?? 200 }));
      return;
    }
    update.mutate(
      { mediaId: item.id, body: parsed.data },
      {
        onSuccess: () => {
          setEditing(false);
          notifySuccess(t('matchAdmin.media.retitled'));
        },
        onError: (e) => {
          const fields = e instanceof ApiError ? e.fieldErrors : {};
          if (fields.title) setTitleError(fields.title);
          else notifyFailure(e);
        },
      },
    );
  };

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('matchAdmin.media.deleteTitle'),
      children: <Text size="sm">{t('matchAdmin.media.deleteBody', { name })}</Text>,
      labels: { confirm: t('matchAdmin.media.deleteConfirm'), cancel: t('matchAdmin.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(item.id, {
          onSuccess: () => notifySuccess(t('matchAdmin.media.deleted')),
          onError: notifyFailure,
        }),
    });

  return (
    <Card component="li" withBorder radius="md" padding="sm" aria-label={name}>
      <Card.Section>
        <AspectRatio ratio={16 / 9}>
          {item.kind === 'photo' ? (
            <Image src={src} alt={name} fit="cover" />
          ) : (
            <Center bg="var(--mantine-color-default-hover)">
              <Icon size={40} stroke={1.5} aria-hidden />
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group gap={6}>
          <Badge variant="light" leftSection={<Icon size={12} aria-hidden />}>
            {describeMedia(t, item)}
          </Badge>
        </Group>
        {editing ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <TextInput
              style={{ flex: 1, minWidth: 0 }}
              size="sm"
              aria-label={t('matchAdmin.media.titleLabel')}
              value={title}
              maxLength={titleMax}
              error={titleError}
              onChange={(e) => {
                setTitle(e.currentTarget.value);
                setTitleError(null);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') saveTitle();
                if (e.key === 'Escape') setEditing(false);
              }}
              data-autofocus
              autoFocus
            />
            <ActionIcon
              size="lg"
              aria-label={t('matchAdmin.media.saveTitle')}
              loading={update.isPending}
              onClick={saveTitle}
            >
              <IconCheck size={18} />
            </ActionIcon>
            <ActionIcon
              size="lg"
              variant="default"
              aria-label={t('matchAdmin.cancel')}
              onClick={() => {
                setEditing(false);
                setTitle(item.title ?? '');
                setTitleError(null);
              }}
            >
              <IconX size={18} />
            </ActionIcon>
          </Group>
        ) : (
          <Text fw={600} style={{ overflowWrap: 'anywhere' }} c={item.title ? undefined : 'dimmed'}>
            {name}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
            {item.provider
              ? t('matchAdmin.media.openOn', { provider: t(`matchAdmin.media.providers.${item.provider}`) })
              : t('matchAdmin.media.open')}
          </Anchor>
          {item.canEdit && !editing && (
            <Group gap={4}>
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={t('matchAdmin.media.retitle', { name })}
                onClick={() => setEditing(true)}
              >
                <IconPencil size={18} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('matchAdmin.media.delete', { name })}
                onClick={confirmDelete}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
