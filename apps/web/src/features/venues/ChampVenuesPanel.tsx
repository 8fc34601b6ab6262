import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Venue } from '@matchday/contracts';
import { IconArrowDown, IconArrowUp, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifySuccess, toErrorMessage } from '../../components/notifications.ts';
import { useChampVenues, useSetChampVenues, useVenues } from './api.ts';

const SEARCH_SIZE = 10;

const placeOf = (v: Pick<Venue, 'city' | 'country'>) => [v.city, v.country].filter(Boolean).join(', ');

/**
 * A competition's own venue list (`GET`/`PUT /champs/{id}/venues`): the organiser finds venues by name or city,
 * adds, orders and removes them and saves the list; the fixture generator spreads a stage over it in this
 * order. Venues its fixtures are at without being listed are shown below, read-only.
 */
export function ChampVenuesPanel({ champId, canEdit }: { champId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const list = useChampVenues(champId);
  const save = useSetChampVenues(champId);
  const [draft, setDraft] = useState<Venue[] | null>(null);
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const found = useVenues({ keyword: debounced, pageIndex: 0, pageSize: SEARCH_SIZE });

  if (list.isPending) return <Skeleton h={120} />;
  if (list.isError) return <Alert color="red">{list.error.message}</Alert>;

  const listed = list.data.items.filter((v) => v.listedByChamp);
  const others = list.data.items.filter((v) => !v.listedByChamp);
  const current = draft ?? listed;
  const changed =
    draft !== null && (draft.length !== listed.length || draft.some((v, i) => v.id !== listed[i]?.id));
  const candidates = (found.data?.items ?? []).filter((v) => !current.some((c) => c.id === v.id));

  const edit = (next: Venue[]) => {
    save.reset();
    setDraft(next);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...current];
    const [venue] = next.splice(index, 1);
    next.splice(index + by, 0, venue!);
    edit(next);
  };
  const submit = () =>
    save.mutate(
      current.map((v) => v.id),
      {
        onSuccess: () => {
          setDraft(null);
          notifySuccess(t('venues.champ.saved'));
        },
      },
    );

  return (
    <Stack gap="md">
      <div>
        <Title order={3} size="h4">
          {t('venues.champ.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('venues.champ.help')}
        </Text>
      </div>

      {current.length === 0 ? (
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('venues.champ.empty')}</Text>
            {canEdit && (
              <Anchor component={Link} to="/admin/venues/create" size="sm">
                {t('venues.champ.createVenue')}
              </Anchor>
            )}
          </Stack>
        </Paper>
      ) : (
        <Stack gap={4} component="ol" aria-label={t('venues.champ.listLabel')} style={{ paddingLeft: 0 }}>
          {current.map((v, index) => (
            <Paper key={v.id} withBorder p="xs" radius="sm" component="li" style={{ listStyle: 'none' }}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {index + 1}. {v.name}
                  </Text>
                  {placeOf(v) && (
                    <Text size="xs" c="dimmed" truncate>
                      {placeOf(v)}
                    </Text>
                  )}
                </div>
                {canEdit && (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('venues.champ.moveUp', { name: v.name })}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('venues.champ.moveDown', { name: v.name })}
                      disabled={index === current.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('venues.champ.remove', { name: v.name })}
                      onClick={() => edit(current.filter((c) => c.id !== v.id))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}

      {canEdit && (
        <Stack gap="xs">
          <TextInput
            label={t('venues.champ.search')}
            leftSection={<IconSearch size={16} />}
            value={keyword}
            onChange={(e) => setKeyword(e.currentTarget.value)}
          />
          {debounced && found.data && candidates.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('venues.champ.noMatch', { keyword: debounced })}
            </Text>
          )}
          {candidates.length > 0 && (
            <Group gap="xs">
              {candidates.map((v) => (
                <Button
                  key={v.id}
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconPlus size={14} />}
                  aria-label={t('venues.champ.add', { name: v.name })}
                  onClick={() => edit([...current, v])}
                >
                  {v.name}
                </Button>
              ))}
            </Group>
          )}
          {save.isError && (
            <Alert color="red" role="alert" title={t('venues.champ.refused')}>
              {toErrorMessage(save.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            {changed && (
              <Button variant="default" onClick={() => edit(listed)}>
                {t('venues.champ.reset')}
              </Button>
            )}
            <Button onClick={submit} disabled={!changed} loading={save.isPending}>
              {t('venues.champ.save')}
            </Button>
          </Group>
        </Stack>
      )}

      {others.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('venues.champ.others')}
          </Text>
          {others.map((v) => (
            <Anchor key={v.id} component={Link} to={`/observe/venue/${v.id}`} size="sm">
              {v.name}
            </Anchor>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
