import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { CreateStageBody, type Stage, type StageType } from '@matchday/contracts';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { maxLengthOf, rangeOf, zodFormValidator } from '../../components/zod-form.ts';

const TYPES = ['league', 'groups', 'knockout', 'double-elimination', 'swiss'] as const satisfies StageType[];
const BEST_OF = ['1', '3', '5', '7'] as const;

type Num = number | string;
type SeedRow = { teamId: string; name: string; included: boolean };

export type StageValues = {
  type: StageType;
  name: string;
  legs: Num;
  groupCount: Num;
  /** The competition's teams in seed order; unticked ones stay out of the stage. */
  seeding: SeedRow[];
  /** The organiser reordered or unticked a team: a fixed knockout then plays this seeding, drawn at once. */
  seedingChanged?: boolean;
  grandFinalReset: boolean;
  winsToAdvance: Num;
  lossesToEliminate: Num;
  rounds: Num;
  bestOf: string;
  decidingBestOf: string;
  awayGoals: boolean;
  finalLegs: string;
  draw: 'bracket' | 'eachRound';
  /** Knockout: its teams come from a groups stage instead of a seeding. */
  useFromStage: boolean;
  fromStage: { stageId: string | null; perGroup: Num; bestOfNextPlace: Num };
};

/** An empty number input is `''`: sent as null, it is "missing" to the schema rather than 0. */
const toNumber = (v: Num) => (v === '' ? null : Number(v));
/** An optional number: left out when empty. */
const optional = (key: string, v: Num) => (v === '' ? {} : { [key]: Number(v) });

const takesSeeding = (v: StageValues) =>
  v.type === 'double-elimination' || v.type === 'swiss' || (v.type === 'knockout' && !v.useFromStage);

/** The body the form submits: only the fields the chosen type takes (the server refuses the others). */
export function toStageBody(v: StageValues) {
  const seeded = v.seeding.filter((s) => s.included).map((s) => s.teamId);
  const common = { type: v.type, name: v.name.trim() };
  // A seeding of fewer than two teams means "the entry order": the server's default.
  const seeding = takesSeeding(v) && seeded.length >= 2 ? { seeding: seeded } : {};
  // A fixed knockout left as it came seeds from the entry order when its fixtures are generated, as before.
  const knockoutSeeding = v.draw === 'eachRound' || v.seedingChanged ? seeding : {};
  switch (v.type) {
    case 'league':
      return { ...common, legs: toNumber(v.legs) };
    case 'groups':
      return { ...common, legs: toNumber(v.legs), groupCount: toNumber(v.groupCount) };
    case 'double-elimination':
      return { ...common, ...seeding, grandFinalReset: v.grandFinalReset, bestOf: Number(v.bestOf) };
    case 'swiss':
      return {
        ...common,
        ...seeding,
        winsToAdvance: toNumber(v.winsToAdvance),
        lossesToEliminate: toNumber(v.lossesToEliminate),
        ...optional('rounds', v.rounds),
        bestOf: Number(v.bestOf),
        decidingBestOf: Number(v.decidingBestOf),
      };
    case 'knockout': {
      const twoLegs = Number(v.legs) === 2;
      return {
        ...common,
        legs: twoLegs ? 2 : 1,
        ...(twoLegs ? { awayGoals: v.awayGoals, finalLegs: Number(v.finalLegs) } : {}),
        bestOf: Number(v.bestOf),
        draw: v.draw,
        ...knockoutSeeding,
        ...(v.useFromStage
          ? {
              fromStage: {
                stageId: v.fromStage.stageId ?? '',
                perGroup: toNumber(v.fromStage.perGroup),
                ...optional('bestOfNextPlace', v.fromStage.bestOfNextPlace),
              },
            }
          : {}),
      };
    }
  }
}

/** A server answer's field (`seeding.3`, `fromStage.perGroup`) as the form names it. */
function toFormField(field: string): string {
  return field.startsWith('seeding.') ? 'seeding' : field;
}

const LEGS = rangeOf(CreateStageBody.shape.legs);
const GROUP_COUNT = rangeOf(CreateStageBody.shape.groupCount);
const WINS = rangeOf(CreateStageBody.shape.winsToAdvance);
const ROUNDS = rangeOf(CreateStageBody.shape.rounds);

function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * Adding a stage: the type first, then only that type's fields. League and groups: legs (and groups);
 * knockout: one or two legs (away goals, a one-match final), best-of, a fixed bracket or a draw each round,
 * and its teams from a seeding or from a groups stage; double elimination: seeding, bracket reset, best-of;
 * Swiss: seeding, wins to advance, losses to go out, a round limit, best-of (and for deciding matches). The
 * seeding is the competition's teams, ordered with up/down buttons (a keyboard and a phone can), unticked
 * to leave a team out. The server's refusals sit next to the field they name.
 */
export function StageForm({
  teams,
  stages,
  count,
  pending,
  serverError,
  onSubmit,
}: {
  /** The competition's teams, in entry order. */
  teams: readonly { id: string; name: string }[];
  /** The competition's stages: its groups stages can feed a knockout. */
  stages: readonly Stage[];
  /** How many stages exist (the first one gets a placeholder name). */
  count: number;
  pending: boolean;
  serverError: unknown;
  onSubmit: (body: CreateStageBody, reset: () => void) => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  const { t } = useTranslation();
  const seedRows = teams.map((team) => ({ teamId: team.id, name: team.name, included: true }));
  const form = useForm<StageValues>({
    mode: 'controlled',
    initialValues: {
      type: 'league',
      name: '',
      legs: 1,
      groupCount: 2,
      seeding: seedRows,
      grandFinalReset: true,
      winsToAdvance: 3,
      lossesToEliminate: 3,
      rounds: '',
      bestOf: '1',
      decidingBestOf: '1',
      awayGoals: false,
      finalLegs: '1',
      draw: 'bracket',
      useFromStage: false,
      fromStage: { stageId: null, perGroup: 2, bestOfNextPlace: '' },
    },
    validateInputOnChange: true,
    validate: zodFormValidator(CreateStageBody, toStageBody, {
      name: (issue) => (issue.kind === 'required' ? t('competitions.stages.nameRequired') : undefined),
      legs: () => t('competitions.stages.legsInvalid', LEGS),
      groupCount: () => t('competitions.stages.groupCountInvalid', GROUP_COUNT),
      winsToAdvance: () => t('competitions.stages.winsInvalid', WINS),
      lossesToEliminate: () => t('competitions.stages.lossesInvalid', WINS),
      rounds: () => t('competitions.stages.roundsInvalid', ROUNDS),
      'fromStage.stageId': () => t('competitions.stages.fromStageRequired'),
      'fromStage.perGroup': () => t('competitions.stages.perGroupInvalid'),
      'fromStage.bestOfNextPlace': () => t('competitions.stages.bestNextInvalid'),
    }),
  });

  // Teams entered after the form opened join the end of the seeding.
  const teamKey = teams.map((team) => team.id).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new list of teams changes the seeding.
  useEffect(() => {
    const known = new Set(form.values.seeding.map((s) => s.teamId));
    const added = seedRows.filter((s) => !known.has(s.teamId));
    const ids = new Set(teams.map((team) => team.id));
    form.setFieldValue('seeding', [...form.values.seeding.filter((s) => ids.has(s.teamId)), ...added]);
  }, [teamKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new server error sets errors.
  useEffect(() => {
    if (!(serverError instanceof ApiError)) return;
    form.setErrors(
      Object.fromEntries(
        Object.entries(serverError.fieldErrors).map(([field, message]) => [toFormField(field), message]),
      ),
    );
  }, [serverError]);

  const v = form.values;
  const groupStages = stages.filter((s) => s.type === 'groups');
  const bestOfData = BEST_OF.map((n) => ({
    value: n,
    label: t('competitions.stages.bestOfValue', { count: Number(n) }),
  }));
  const twoLegs = v.type === 'knockout' && Number(v.legs) === 2;
  const seedingError = form.errors.seeding;

  return (
    <Paper withBorder p="md" radius="md">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          onSubmit(CreateStageBody.parse(toStageBody(values)), () => form.reset()),
        )}
      >
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('competitions.stages.add')}
          </Title>
          {/* Five labelled segments do not fit a phone side by side: they stack there. */}
          <SegmentedControl
            fullWidth
            orientation={phone ? 'vertical' : 'horizontal'}
            aria-label={t('competitions.stages.type')}
            data={TYPES.map((type) => ({ value: type, label: t(`competitions.stages.types.${type}`) }))}
            value={v.type}
            onChange={(type) => {
              form.setFieldValue('type', type as StageType);
              // A knockout starts with one leg; league and groups keep what was typed.
              if (type === 'knockout' && Number(v.legs) > 2) form.setFieldValue('legs', 1);
            }}
          />
          <TextInput
            label={t('competitions.stages.name')}
            maxLength={maxLengthOf(CreateStageBody.shape.name)}
            placeholder={count === 0 ? t('competitions.stages.namePlaceholder') : undefined}
            {...form.getInputProps('name')}
          />
          {(v.type === 'league' || v.type === 'groups') && (
            <Group grow align="flex-start">
              <NumberInput
                label={t('competitions.stages.legs')}
                description={t('competitions.stages.legsHelp')}
                min={LEGS.min}
                max={LEGS.max}
                allowDecimal={false}
                {...form.getInputProps('legs')}
              />
              {v.type === 'groups' && (
                <NumberInput
                  label={t('competitions.stages.groupCount')}
                  min={GROUP_COUNT.min}
                  max={GROUP_COUNT.max}
                  allowDecimal={false}
                  {...form.getInputProps('groupCount')}
                />
              )}
            </Group>
          )}
          {v.type === 'knockout' && (
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="stage-ties">
                    {t('competitions.stages.ties')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="stage-ties"
                    data={[
                      { value: '1', label: t('competitions.stages.oneMatch') },
                      { value: '2', label: t('competitions.stages.twoLegs') },
                    ]}
                    value={String(v.legs) === '2' ? '2' : '1'}
                    onChange={(legs) => form.setFieldValue('legs', Number(legs))}
                  />
                  {form.errors.legs && (
                    <Text size="xs" c="red">
                      {form.errors.legs}
                    </Text>
                  )}
                </Stack>
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="stage-draw">
                    {t('competitions.stages.draw')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="stage-draw"
                    data={[
                      { value: 'bracket', label: t('competitions.stages.drawBracket') },
                      { value: 'eachRound', label: t('competitions.stages.drawEachRound') },
                    ]}
                    value={v.draw}
                    onChange={(draw) => form.setFieldValue('draw', draw as StageValues['draw'])}
                  />
                  {form.errors.draw && (
                    <Text size="xs" c="red">
                      {form.errors.draw}
                    </Text>
                  )}
                </Stack>
              </SimpleGrid>
              {twoLegs && (
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  <Checkbox
                    label={t('competitions.stages.awayGoals')}
                    description={t('competitions.stages.awayGoalsHelp')}
                    {...form.getInputProps('awayGoals', { type: 'checkbox' })}
                  />
                  <Select
                    label={t('competitions.stages.finalLegs')}
                    data={[
                      { value: '1', label: t('competitions.stages.oneMatch') },
                      { value: '2', label: t('competitions.stages.twoLegs') },
                    ]}
                    allowDeselect={false}
                    {...form.getInputProps('finalLegs')}
                  />
                </SimpleGrid>
              )}
            </Stack>
          )}
          {v.type === 'swiss' && (
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <NumberInput
                label={t('competitions.stages.winsToAdvance')}
                min={WINS.min}
                max={WINS.max}
                allowDecimal={false}
                {...form.getInputProps('winsToAdvance')}
              />
              <NumberInput
                label={t('competitions.stages.lossesToEliminate')}
                min={WINS.min}
                max={WINS.max}
                allowDecimal={false}
                {...form.getInputProps('lossesToEliminate')}
              />
              <NumberInput
                label={t('competitions.stages.rounds')}
                description={t('competitions.stages.roundsHelp')}
                min={ROUNDS.min}
                max={ROUNDS.max}
                allowDecimal={false}
                {...form.getInputProps('rounds')}
              />
            </SimpleGrid>
          )}
          {(v.type === 'knockout' || v.type === 'double-elimination' || v.type === 'swiss') && (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Select
                label={t('competitions.stages.bestOf')}
                description={t('competitions.stages.bestOfHelp')}
                data={bestOfData}
                allowDeselect={false}
                {...form.getInputProps('bestOf')}
              />
              {v.type === 'swiss' && (
                <Select
                  label={t('competitions.stages.decidingBestOf')}
                  description={t('competitions.stages.decidingBestOfHelp')}
                  data={bestOfData}
                  allowDeselect={false}
                  {...form.getInputProps('decidingBestOf')}
                />
              )}
              {v.type === 'double-elimination' && (
                <Checkbox
                  mt="lg"
                  label={t('competitions.stages.grandFinalReset')}
                  description={t('competitions.stages.grandFinalResetHelp')}
                  {...form.getInputProps('grandFinalReset', { type: 'checkbox' })}
                />
              )}
            </SimpleGrid>
          )}
          {v.type === 'knockout' && (
            <Switch
              label={t('competitions.stages.useFromStage')}
              description={groupStages.length === 0 ? t('competitions.stages.noGroupStage') : undefined}
              disabled={groupStages.length === 0}
              {...form.getInputProps('useFromStage', { type: 'checkbox' })}
            />
          )}
          {v.type === 'knockout' && v.useFromStage && (
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <Select
                label={t('competitions.stages.fromStage')}
                data={groupStages.map((s) => ({ value: s.id, label: s.name }))}
                {...form.getInputProps('fromStage.stageId')}
              />
              <NumberInput
                label={t('competitions.stages.perGroup')}
                min={1}
                allowDecimal={false}
                {...form.getInputProps('fromStage.perGroup')}
              />
              <NumberInput
                label={t('competitions.stages.bestNext')}
                description={t('competitions.stages.bestNextHelp')}
                min={0}
                allowDecimal={false}
                {...form.getInputProps('fromStage.bestOfNextPlace')}
              />
            </SimpleGrid>
          )}
          {takesSeeding(v) && (
            <Stack gap={4} role="group" aria-label={t('competitions.stages.seeding')}>
              <Text size="sm" fw={500}>
                {t('competitions.stages.seeding')}
              </Text>
              <Text size="xs" c="dimmed">
                {v.type === 'knockout' && v.draw === 'eachRound'
                  ? t('competitions.stages.seedingDrawHelp')
                  : t('competitions.stages.seedingHelp')}
              </Text>
              {v.seeding.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('competitions.stages.seedingEmpty')}
                </Text>
              )}
              <Stack gap={2} mah={360} style={{ overflowY: 'auto' }}>
                {v.seeding.map((row, i) => {
                  const seed = v.seeding.slice(0, i + 1).filter((s) => s.included).length;
                  return (
                    <Group key={row.teamId} gap="xs" wrap="nowrap" data-testid="seed-row">
                      <Text size="sm" w={28} ta="right" c="dimmed">
                        {row.included ? seed : '–'}
                      </Text>
                      <Checkbox
                        style={{ flex: 1, minWidth: 0 }}
                        label={row.name}
                        checked={row.included}
                        onChange={(e) => {
                          form.setFieldValue(`seeding.${i}.included`, e.currentTarget.checked);
                          form.setFieldValue('seedingChanged', true);
                        }}
                      />
                      <ActionIcon
                        variant="subtle"
                        disabled={i === 0}
                        aria-label={t('competitions.stages.seedUp', { team: row.name })}
                        onClick={() => {
                          form.setFieldValue('seeding', move(v.seeding, i, i - 1));
                          form.setFieldValue('seedingChanged', true);
                        }}
                      >
                        <IconArrowUp size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        disabled={i === v.seeding.length - 1}
                        aria-label={t('competitions.stages.seedDown', { team: row.name })}
                        onClick={() => {
                          form.setFieldValue('seeding', move(v.seeding, i, i + 1));
                          form.setFieldValue('seedingChanged', true);
                        }}
                      >
                        <IconArrowDown size={16} />
                      </ActionIcon>
                    </Group>
                  );
                })}
              </Stack>
              {seedingError && (
                <Text size="xs" c="red" role="alert">
                  {seedingError}
                </Text>
              )}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={pending}>
              {t('competitions.stages.addSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
