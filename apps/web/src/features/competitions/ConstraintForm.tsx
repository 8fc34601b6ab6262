import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Constraint } from '@matchday/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isGroundConstraint } from './schedule-draft.ts';

/** The kinds the form offers: the API's, with "ground unavailable" (no home game in some rounds) first. */
export const FORM_KINDS = [
  'groundUnavailable',
  'fixedGame',
  'forbiddenGame',
  'maxBreaks',
  'separation',
  'homeBalance',
  'maxHomeInRounds',
  'maxAwayInRounds',
  'maxTotalBreaks',
  'maxGamesAgainstInRounds',
  'maxGamesAgainstInAnyWindow',
  'maxGroupGames',
  'gamesInRounds',
] as const;
export type FormKind = (typeof FORM_KINDS)[number];

type Venue = 'home' | 'away' | 'any';
type Values = {
  kind: FormKind;
  allTeams: boolean;
  teams: string[];
  team: string | null;
  opponents: string[];
  home: string | null;
  away: string | null;
  allRounds: boolean;
  rounds: string[];
  max: number | string;
  min: number | string;
  venue: Venue;
  window: number | string;
  per: 'total' | 'eachRound';
  breakType: 'any' | 'home' | 'away';
  maxDifference: number | string;
  separation: number | string;
  games: { home: string | null; away: string | null }[];
  soft: boolean;
  weight: number | string;
};

const WITH_TEAMS: FormKind[] = [
  'maxHomeInRounds',
  'maxAwayInRounds',
  'maxBreaks',
  'maxTotalBreaks',
  'homeBalance',
  'separation',
  'maxGamesAgainstInRounds',
  'maxGamesAgainstInAnyWindow',
  'maxGroupGames',
];
const WITH_OPPONENTS: FormKind[] = ['maxGamesAgainstInRounds', 'maxGamesAgainstInAnyWindow', 'maxGroupGames'];
const WITH_MAX: FormKind[] = [
  'maxHomeInRounds',
  'maxAwayInRounds',
  'maxBreaks',
  'maxTotalBreaks',
  'maxGamesAgainstInRounds',
  'maxGamesAgainstInAnyWindow',
  'maxGroupGames',
  'gamesInRounds',
];
const WITHOUT_ROUNDS: FormKind[] = ['separation', 'maxGamesAgainstInAnyWindow'];
const MAX_COUNT = 10_000;
const MAX_WEIGHT = 1_000_000;

/** The form's kind for a constraint: a team's "no home game" rounds read as its ground being taken. */
export function formKindOf(c: Constraint): FormKind {
  return isGroundConstraint(c) ? 'groundUnavailable' : c.kind;
}

function defaults(kind: FormKind, teamIds: string[], roundCount: number): Values {
  const everyTeam = ['maxBreaks', 'maxTotalBreaks', 'homeBalance', 'separation'].includes(kind);
  return {
    kind,
    allTeams: everyTeam,
    teams: everyTeam ? teamIds : [],
    team: null,
    opponents: [],
    home: null,
    away: null,
    allRounds: ['maxBreaks', 'maxTotalBreaks', 'homeBalance'].includes(kind),
    rounds: [],
    max: kind === 'maxBreaks' ? 1 : 0,
    min: kind === 'gamesInRounds' ? 1 : '',
    venue: 'any',
    window: Math.min(3, Math.max(1, roundCount)),
    per: 'total',
    breakType: 'any',
    maxDifference: 1,
    separation: 1,
    games: [{ home: null, away: null }],
    soft: false,
    weight: 1,
  };
}

function valuesOf(c: Constraint, teamIds: string[], roundCount: number): Values {
  const kind = formKindOf(c);
  const v = defaults(kind, teamIds, roundCount);
  const all = (ids: string[]) => teamIds.length > 0 && teamIds.every((id) => ids.includes(id));
  if ('teams' in c) {
    v.teams = c.teams;
    v.allTeams = kind !== 'groundUnavailable' && all(c.teams);
    v.team = c.teams[0] ?? null;
  }
  if ('opponents' in c) v.opponents = c.opponents;
  if ('rounds' in c) {
    v.rounds = c.rounds.map(String);
    v.allRounds =
      roundCount > 0 &&
      Array.from({ length: roundCount }, (_, i) => i + 1).every((r) => c.rounds.includes(r));
  }
  if ('max' in c) v.max = c.max;
  if ('min' in c && c.kind !== 'separation') v.min = c.min ?? '';
  if ('venue' in c) v.venue = c.venue;
  if ('window' in c) v.window = c.window;
  if ('per' in c) v.per = c.per;
  if ('breakType' in c) v.breakType = c.breakType;
  if ('maxDifference' in c) v.maxDifference = c.maxDifference;
  if (c.kind === 'separation') v.separation = c.min;
  if ('home' in c) {
    v.home = c.home;
    v.away = c.away;
  }
  if ('games' in c) v.games = c.games.map((g) => ({ ...g }));
  v.soft = c.soft ?? false;
  v.weight = c.weight ?? 1;
  return v;
}

const whole = (value: number | string, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** The constraint the values say (the form has validated them). */
function toConstraint(v: Values, teamIds: string[], roundCount: number): Constraint {
  const teams = v.allTeams ? teamIds : v.teams;
  const rounds = v.allRounds
    ? Array.from({ length: roundCount }, (_, i) => i + 1)
    : v.rounds.map(Number).sort((a, b) => a - b);
  const soft = v.soft ? { soft: true, weight: Number(v.weight) } : {};
  const max = Number(v.max);
  switch (v.kind) {
    case 'groundUnavailable':
      return { kind: 'maxHomeInRounds', teams: [v.team!], rounds, max: 0, ...soft };
    case 'maxHomeInRounds':
    case 'maxAwayInRounds':
      return { kind: v.kind, teams, rounds, max, ...(v.min === '' ? {} : { min: Number(v.min) }), ...soft };
    case 'fixedGame':
    case 'forbiddenGame':
      return { kind: v.kind, home: v.home!, away: v.away!, rounds, ...soft };
    case 'maxBreaks':
      return { kind: 'maxBreaks', teams, rounds, breakType: v.breakType, max, ...soft };
    case 'maxTotalBreaks':
      return { kind: 'maxTotalBreaks', teams, rounds, max, ...soft };
    case 'homeBalance':
      return { kind: 'homeBalance', teams, rounds, maxDifference: Number(v.maxDifference), ...soft };
    case 'separation':
      return { kind: 'separation', teams, min: Number(v.separation), ...soft };
    case 'maxGamesAgainstInRounds':
      return { kind: v.kind, teams, opponents: v.opponents, venue: v.venue, rounds, max, ...soft };
    case 'maxGamesAgainstInAnyWindow':
      return {
        kind: v.kind,
        teams,
        opponents: v.opponents,
        venue: v.venue,
        window: Number(v.window),
        max,
        ...soft,
      };
    case 'maxGroupGames':
      return {
        kind: v.kind,
        teams,
        opponents: v.opponents,
        venue: v.venue,
        rounds,
        per: v.per,
        max,
        ...soft,
      };
    case 'gamesInRounds':
      return {
        kind: 'gamesInRounds',
        games: v.games.map((g) => ({ home: g.home!, away: g.away! })),
        rounds,
        min: v.min === '' ? 0 : Number(v.min),
        max,
        ...soft,
      };
  }
}

/**
 * One constraint, added or edited: the kind (a form per kind), its teams with team pickers, its rounds (with their
 * dates when set), its numbers, and rule or wish with a weight. Every field says what is wrong with it; the
 * constraint goes to `onSubmit` only when the API will take it.
 */
export function ConstraintForm({
  teams,
  roundCount,
  roundLabel,
  initial,
  initialKind = 'groundUnavailable',
  onSubmit,
  onCancel,
}: {
  teams: { id: string; name: string }[];
  roundCount: number;
  /** "Round 3 · Sat 12 Oct" for the round pickers. */
  roundLabel: (round: number) => string;
  initial?: Constraint | undefined;
  initialKind?: FormKind;
  onSubmit: (constraint: Constraint) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const teamIds = teams.map((team) => team.id);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initial
      ? valuesOf(initial, teamIds, roundCount)
      : defaults(initialKind, teamIds, roundCount),
    validateInputOnChange: true,
    validate: (v) => {
      const errors: Record<string, string> = {};
      const number = (field: keyof Values, min: number, max: number) => {
        if (!whole(v[field] as number | string, min, max))
          errors[field] = t('scheduler.form.wholeNumber', { min, max });
      };
      if (v.kind === 'groundUnavailable' && !v.team) errors.team = t('scheduler.form.teamRequired');
      if (WITH_TEAMS.includes(v.kind) && !v.allTeams && v.teams.length === 0)
        errors.teams = t('scheduler.form.teamRequired');
      if (WITH_OPPONENTS.includes(v.kind) && v.opponents.length === 0)
        errors.opponents = t('scheduler.form.opponentRequired');
      if (!WITHOUT_ROUNDS.includes(v.kind) && !v.allRounds && v.rounds.length === 0)
        errors.rounds = t('scheduler.form.roundRequired');
      if (v.kind === 'fixedGame' || v.kind === 'forbiddenGame') {
        if (!v.home) errors.home = t('scheduler.form.homeRequired');
        if (!v.away) errors.away = t('scheduler.form.awayRequired');
        else if (v.home === v.away) errors.away = t('scheduler.form.sameTeam');
      }
      if (v.kind === 'gamesInRounds') {
        v.games.forEach((g, i) => {
          if (!g.home || !g.away) errors[`games.${i}.away`] = t('scheduler.form.gameRequired');
          else if (g.home === g.away) errors[`games.${i}.away`] = t('scheduler.form.sameTeam');
        });
      }
      if (WITH_MAX.includes(v.kind)) number('max', 0, MAX_COUNT);
      if (['maxHomeInRounds', 'maxAwayInRounds', 'gamesInRounds'].includes(v.kind) && v.min !== '') {
        number('min', 0, MAX_COUNT);
        if (!errors.min && !errors.max && Number(v.min) > Number(v.max))
          errors.min = t('scheduler.form.minAboveMax');
      }
      if (v.kind === 'homeBalance') number('maxDifference', 0, MAX_COUNT);
      if (v.kind === 'separation') number('separation', 0, Math.max(0, roundCount));
      if (v.kind === 'maxGamesAgainstInAnyWindow') number('window', 1, Math.max(1, roundCount));
      if (v.soft) number('weight', 1, MAX_WEIGHT);
      return errors;
    },
  });
  const v = form.values;
  const teamOptions = teams.map((team) => ({ value: team.id, label: team.name }));
  const roundOptions = Array.from({ length: roundCount }, (_, i) => ({
    value: String(i + 1),
    label: roundLabel(i + 1),
  }));
  const venueOptions = (['any', 'home', 'away'] as const).map((x) => ({
    value: x,
    label: t(`scheduler.form.venues.${x}`),
  }));

  const changeKind = (kind: FormKind | null) => {
    if (!kind) return;
    const next = defaults(kind, teamIds, roundCount);
    // What both kinds have keeps what was chosen.
    form.setValues({
      ...next,
      team: v.team,
      home: v.home,
      away: v.away,
      ...(WITH_TEAMS.includes(kind) && !next.allTeams && v.teams.length > 0 ? { teams: v.teams } : {}),
      ...(v.rounds.length > 0 && !next.allRounds ? { rounds: v.rounds } : {}),
      soft: v.soft,
      weight: v.weight,
    });
    form.clearErrors();
  };

  const maxLabel =
    v.kind === 'maxHomeInRounds'
      ? t('scheduler.form.maxHome')
      : v.kind === 'maxAwayInRounds'
        ? t('scheduler.form.maxAway')
        : v.kind === 'maxBreaks' || v.kind === 'maxTotalBreaks'
          ? t('scheduler.form.maxBreaks')
          : v.kind === 'gamesInRounds'
            ? t('scheduler.form.max')
            : t('scheduler.form.maxGames');

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => onSubmit(toConstraint(values, teamIds, roundCount)))}
      aria-label={initial ? t('scheduler.form.editTitle') : t('scheduler.form.addTitle')}
    >
      <Stack gap="sm">
        <Select
          label={t('scheduler.form.kind')}
          data={FORM_KINDS.map((kind) => ({ value: kind, label: t(`scheduler.kinds.${kind}`) }))}
          value={v.kind}
          onChange={(kind) => changeKind(kind as FormKind | null)}
          allowDeselect={false}
          description={t(`scheduler.kindHelp.${v.kind}`)}
          comboboxProps={{ withinPortal: true }}
        />
        {v.kind === 'groundUnavailable' && (
          <Select
            label={t('scheduler.form.team')}
            placeholder={t('scheduler.ground.teamPlaceholder')}
            data={teamOptions}
            searchable
            {...form.getInputProps('team')}
          />
        )}
        {WITH_TEAMS.includes(v.kind) && (
          <Stack gap={4}>
            <Checkbox
              label={t('scheduler.form.allTeams')}
              {...form.getInputProps('allTeams', { type: 'checkbox' })}
            />
            {!v.allTeams && (
              <MultiSelect
                label={t('scheduler.form.teams')}
                data={teamOptions}
                searchable
                {...form.getInputProps('teams')}
              />
            )}
          </Stack>
        )}
        {WITH_OPPONENTS.includes(v.kind) && (
          <MultiSelect
            label={t('scheduler.form.opponents')}
            data={teamOptions}
            searchable
            {...form.getInputProps('opponents')}
          />
        )}
        {(v.kind === 'fixedGame' || v.kind === 'forbiddenGame') && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={t('scheduler.form.home')}
              data={teamOptions}
              searchable
              {...form.getInputProps('home')}
            />
            <Select
              label={t('scheduler.form.away')}
              data={teamOptions}
              searchable
              {...form.getInputProps('away')}
            />
          </SimpleGrid>
        )}
        {v.kind === 'gamesInRounds' && (
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t('scheduler.form.games')}
            </Text>
            {v.games.map((_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the list's positions
              <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
                <Select
                  style={{ flex: 1, minWidth: 0 }}
                  label={t('scheduler.form.gameHome', { n: i + 1 })}
                  data={teamOptions}
                  searchable
                  {...form.getInputProps(`games.${i}.home`)}
                />
                <Select
                  style={{ flex: 1, minWidth: 0 }}
                  label={t('scheduler.form.gameAway', { n: i + 1 })}
                  data={teamOptions}
                  searchable
                  {...form.getInputProps(`games.${i}.away`)}
                />
                {v.games.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t('scheduler.form.removeGame')}
                    onClick={() => form.removeListItem('games', i)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
            ))}
            <Group>
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPlus size={14} />}
                onClick={() => form.insertListItem('games', { home: null, away: null })}
              >
                {t('scheduler.form.addGame')}
              </Button>
            </Group>
          </Stack>
        )}
        {!WITHOUT_ROUNDS.includes(v.kind) && (
          <Stack gap={4}>
            {v.kind !== 'groundUnavailable' && v.kind !== 'fixedGame' && v.kind !== 'forbiddenGame' && (
              <Checkbox
                label={t('scheduler.form.allRounds')}
                {...form.getInputProps('allRounds', { type: 'checkbox' })}
              />
            )}
            {!v.allRounds && (
              <MultiSelect
                label={t('scheduler.form.rounds')}
                data={roundOptions}
                {...form.getInputProps('rounds')}
              />
            )}
          </Stack>
        )}
        {(WITH_OPPONENTS.includes(v.kind) || v.kind === 'maxBreaks' || v.kind === 'maxGroupGames') && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {WITH_OPPONENTS.includes(v.kind) && (
              <Select
                label={t('scheduler.form.venue')}
                data={venueOptions}
                allowDeselect={false}
                {...form.getInputProps('venue')}
              />
            )}
            {v.kind === 'maxGroupGames' && (
              <Select
                label={t('scheduler.form.per')}
                data={(['total', 'eachRound'] as const).map((x) => ({
                  value: x,
                  label: t(`scheduler.form.pers.${x}`),
                }))}
                allowDeselect={false}
                {...form.getInputProps('per')}
              />
            )}
            {v.kind === 'maxBreaks' && (
              <Select
                label={t('scheduler.form.breakType')}
                data={(['any', 'home', 'away'] as const).map((x) => ({
                  value: x,
                  label: t(`scheduler.form.breakTypes.${x}`),
                }))}
                allowDeselect={false}
                {...form.getInputProps('breakType')}
              />
            )}
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {['maxHomeInRounds', 'maxAwayInRounds', 'gamesInRounds'].includes(v.kind) && (
            <NumberInput
              label={t('scheduler.form.min')}
              min={0}
              allowDecimal={false}
              {...form.getInputProps('min')}
            />
          )}
          {WITH_MAX.includes(v.kind) && (
            <NumberInput label={maxLabel} min={0} allowDecimal={false} {...form.getInputProps('max')} />
          )}
          {v.kind === 'maxGamesAgainstInAnyWindow' && (
            <NumberInput
              label={t('scheduler.form.window')}
              min={1}
              max={roundCount}
              allowDecimal={false}
              {...form.getInputProps('window')}
            />
          )}
          {v.kind === 'homeBalance' && (
            <NumberInput
              label={t('scheduler.form.maxDifference')}
              min={0}
              allowDecimal={false}
              {...form.getInputProps('maxDifference')}
            />
          )}
          {v.kind === 'separation' && (
            <NumberInput
              label={t('scheduler.form.minRounds')}
              min={0}
              max={roundCount}
              allowDecimal={false}
              {...form.getInputProps('separation')}
            />
          )}
        </SimpleGrid>
        <Switch
          label={t('scheduler.form.soft')}
          description={t('scheduler.form.softHelp')}
          {...form.getInputProps('soft', { type: 'checkbox' })}
        />
        {v.soft && (
          <NumberInput
            label={t('scheduler.form.weight')}
            min={1}
            max={MAX_WEIGHT}
            allowDecimal={false}
            maw={200}
            {...form.getInputProps('weight')}
          />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('competitions.cancel')}
          </Button>
          <Button type="submit">{initial ? t('scheduler.form.save') : t('scheduler.form.add')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
