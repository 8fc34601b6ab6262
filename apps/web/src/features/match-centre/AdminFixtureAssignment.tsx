import { Alert, Anchor, Button, Card, Group, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { MatchSheet } from '@matchday/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { useReferees } from '../referees/index.ts';
import { useVenues } from '../venues/index.ts';
import { useUpdateFixture } from './api.ts';
import { OFFICIAL_SLOTS, type OfficialSlots, toOfficialSlots, toRefereeIds } from './assignment.ts';

/** How many matches a search offers at a time (typing narrows it). */
const SEARCH_SIZE = 20;

type Option = { value: string; label: string };

/**
 * The match's venue and its four officials (`PUT /fixture/{id}` `{ venueId, refereeIds }`). A venue or referee
 * already booked for an overlapping match is a 409 whose detail names that match, shown here.
 */
export function AdminFixtureAssignment({ sheet }: { sheet: MatchSheet }) {
  const { t } = useTranslation();
  const f = sheet.fixture;
  const update = useUpdateFixture(f.id);
  const titleId = useId();
  const [venueId, setVenueId] = useState<string | null>(f.venueId);
  const [slots, setSlots] = useState<OfficialSlots>(() => toOfficialSlots(f.referees));
  // Names of what is chosen, so a choice stays labelled when the search moves on.
  const [known, setKnown] = useState<Record<string, string>>(() =>
    Object.fromEntries([
      ...(f.venueId && f.venueName ? [[f.venueId, f.venueName]] : []),
      ...f.referees.map((r) => [r.id, r.name]),
    ]),
  );
  const busy = update.error instanceof ApiError && update.error.status === 409 ? update.error : undefined;
  const remember = (options: Option[], id: string | null) => {
    const chosen = options.find((o) => o.value === id);
    if (chosen) setKnown((k) => ({ ...k, [chosen.value]: chosen.label }));
  };

  // The promise, not mutate's callbacks: the saved sheet has a new signature, so this card remounts (its key)
  // and mutate's callbacks would be dropped before they ran — the confirmation went missing on a slow machine.
  const save = () =>
    update.mutateAsync({ venueId, refereeIds: toRefereeIds(slots) }).then(
      () => notifySuccess(t('matchAdmin.assign.saved')),
      (error: unknown) => {
        if (!(error instanceof ApiError && error.status === 409)) notifyFailure(error);
      },
    );

  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {t('matchAdmin.assign.title')}
          </Title>
          <Anchor component={Link} to="/admin/venues" size="xs">
            {t('matchAdmin.assign.manage')}
          </Anchor>
        </Group>
        <VenueSelect
          value={venueId}
          known={known}
          onChange={(id, options) => {
            setVenueId(id);
            remember(options, id);
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {OFFICIAL_SLOTS.map((slot) => (
            <RefereeSelect
              key={slot}
              label={t(`matchAdmin.assign.${slot}`)}
              value={slots[slot]}
              known={known}
              taken={OFFICIAL_SLOTS.filter((other) => other !== slot).map((other) => slots[other])}
              onChange={(id, options) => {
                setSlots((s) => ({ ...s, [slot]: id }));
                remember(options, id);
              }}
            />
          ))}
        </SimpleGrid>
        {busy && (
          <Alert color="red" title={t('matchAdmin.assign.busy')} withCloseButton onClose={update.reset}>
            {busy.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={save} loading={update.isPending}>
            {t('matchAdmin.assign.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The chosen value first (so it keeps its label), then the search's answers. */
function withChosen(options: Option[], value: string | null, known: Record<string, string>): Option[] {
  if (!value || options.some((o) => o.value === value)) return options;
  return [{ value, label: known[value] ?? value }, ...options];
}

function VenueSelect({
  value,
  known,
  onChange,
}: {
  value: string | null;
  known: Record<string, string>;
  onChange: (id: string | null, options: Option[]) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 300);
  // While the box shows the chosen venue's name, offer every venue rather than only that one.
  const venues = useVenues({
    keyword: keyword === known[value ?? ''] ? '' : keyword,
    pageIndex: 0,
    pageSize: SEARCH_SIZE,
  });
  const options = withChosen(
    // Names only: the box shows the chosen label, and the search runs on what the box shows.
    (venues.data?.items ?? []).map((v) => ({ value: v.id, label: v.name })),
    value,
    known,
  );
  return (
    <Select
      label={t('matchAdmin.assign.venue')}
      placeholder={t('matchAdmin.assign.venuePlaceholder')}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={t('matchAdmin.assign.noVenue')}
      data={options}
      value={value}
      onChange={(id) => onChange(id, options)}
    />
  );
}

function RefereeSelect({
  label,
  value,
  known,
  taken,
  onChange,
}: {
  label: string;
  value: string | null;
  known: Record<string, string>;
  /** The referees in the other places: one referee holds one role per match. */
  taken: (string | null)[];
  onChange: (id: string | null, options: Option[]) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 300);
  const referees = useReferees({
    keyword: keyword === known[value ?? ''] ? '' : keyword,
    pageIndex: 0,
    pageSize: SEARCH_SIZE,
  });
  const options = withChosen(
    (referees.data?.items ?? [])
      .filter((r) => !taken.includes(r.id))
      .map((r) => ({ value: r.id, label: r.name })),
    value,
    known,
  );
  return (
    <Select
      label={label}
      placeholder={t('matchAdmin.assign.refereePlaceholder')}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={t('matchAdmin.assign.noReferee')}
      data={options}
      value={value}
      onChange={(id) => onChange(id, options)}
    />
  );
}
