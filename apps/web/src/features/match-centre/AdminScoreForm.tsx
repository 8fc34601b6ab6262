import { ActionIcon, Button, Card, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { type MatchSheet, ScoreBody } from '@matchday/contracts';
import { countGoals, countShootout, isFootballFamily, SET_SPORTS } from '@matchday/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { rangeOf, zodFormValidator } from '../../components/zod-form.ts';
import { periodName } from './admin-labels.ts';
import { useSetMatchScore } from './api.ts';
import { DownstreamResetList } from './DownstreamResetList.tsx';

type Num = number | string;
type PeriodRow = { home: Num; away: Num };
type Values = {
  homeScore: Num;
  awayScore: Num;
  homePenalties: Num;
  awayPenalties: Num;
  periods: PeriodRow[];
  /** Why a finished result is corrected (kept in the match's history). */
  reason: string;
};

const blank = (v: Num) => v === '' || v === null || v === undefined;
const num = (v: Num) => (blank(v) ? undefined : Number(v));
const scoreRange = rangeOf(ScoreBody.shape.homeScore);

/** The period rows up to the last one with anything in it: unplayed sets at the end are left out. */
function playedPeriods(rows: PeriodRow[]): PeriodRow[] {
  let end = rows.length;
  while (end > 0 && blank(rows[end - 1]!.home) && blank(rows[end - 1]!.away)) end -= 1;
  return rows.slice(0, end);
}

/** The score the periods make: sets won in set sports, otherwise their sum. Null until every row is filled. */
function scoreOfPeriods(sportKindId: string, rows: PeriodRow[]): { home: number; away: number } | null {
  const played = playedPeriods(rows);
  if (played.length === 0 || played.some((p) => blank(p.home) || blank(p.away))) return null;
  const sets = (SET_SPORTS as readonly string[]).includes(sportKindId);
  const total = { home: 0, away: 0 };
  for (const p of played) {
    const h = Number(p.home);
    const a = Number(p.away);
    total.home += sets ? Number(h > a) : h;
    total.away += sets ? Number(a > h) : a;
  }
  return total;
}

/**
 * The result (`PUT /fixture/{id}/score`): the score, a knockout's shoot-out, and for sports other than the
 * football family the score per period (quarters, sets), which fills the score in. A score below the goals
 * recorded as events is refused (409): the message says how many goals the events hold.
 */
export function AdminScoreForm({ sheet }: { sheet: MatchSheet }) {
  const { t } = useTranslation();
  const saveScore = useSetMatchScore(sheet.fixture.id);
  const f = sheet.fixture;
  const football = isFootballFamily(sheet.sportKindId);
  const knockout = f.stageType === 'knockout';
  const goals = countGoals(sheet.events);
  const kicks = countShootout(sheet.events);
  const home = f.homeTeamName ?? t('matchAdmin.tbd');
  const away = f.awayTeamName ?? t('matchAdmin.tbd');
  const rowCount = Math.max(football ? 0 : sheet.periods.count, f.periodScores?.length ?? 0);

  const toBody = (v: Values) => {
    const level = !blank(v.homeScore) && Number(v.homeScore) === Number(v.awayScore);
    const penalties = knockout && level && !(blank(v.homePenalties) && blank(v.awayPenalties));
    const periods = playedPeriods(v.periods);
    const reason = v.reason.trim();
    return {
      homeScore: num(v.homeScore),
      awayScore: num(v.awayScore),
      homePenalties: penalties ? num(v.homePenalties) : null,
      awayPenalties: penalties ? num(v.awayPenalties) : null,
      ...(football
        ? {}
        : {
            periods: periods.length ? periods.map((p) => ({ home: num(p.home), away: num(p.away) })) : null,
          }),
      ...(reason ? { reason } : {}),
    };
  };
  const scoreMessage = (team: string) => (issue: { kind: string }) =>
    issue.kind === 'required'
      ? t('matchAdmin.score.required', { team })
      : t('matchAdmin.score.range', { team, min: scoreRange.min ?? 0, max: scoreRange.max ?? 999 });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      homeScore: f.homeScore ?? '',
      awayScore: f.awayScore ?? '',
      homePenalties: f.homePenalties ?? (kicks.home + kicks.away > 0 ? kicks.home : ''),
      awayPenalties: f.awayPenalties ?? (kicks.home + kicks.away > 0 ? kicks.away : ''),
      periods: Array.from({ length: rowCount }, (_, i) => ({
        home: f.periodScores?.[i]?.home ?? '',
        away: f.periodScores?.[i]?.away ?? '',
      })),
      reason: '',
    },
    validateInputOnChange: true,
    validate: zodFormValidator(ScoreBody, toBody, {
      homeScore: scoreMessage(home),
      awayScore: scoreMessage(away),
      homePenalties: scoreMessage(home),
      awayPenalties: scoreMessage(away),
      'periods.*.home': scoreMessage(home),
      'periods.*.away': scoreMessage(away),
    }),
    onValuesChange: (values, previous) => {
      if (football || values.periods === previous.periods) return;
      const total = scoreOfPeriods(sheet.sportKindId, values.periods);
      if (total && (total.home !== Number(values.homeScore) || total.away !== Number(values.awayScore)))
        form.setValues({ homeScore: total.home, awayScore: total.away });
    },
  });
  const v = form.getValues();
  const level = !blank(v.homeScore) && Number(v.homeScore) === Number(v.awayScore);

  const save = (body: ScoreBody, resetDownstream = false): Promise<void> =>
    // The promise, not per-call callbacks: the refetch after a save may remount this form.
    saveScore.mutateAsync({ body, resetDownstream }).then(
      () => {
        notifySuccess(t('matchAdmin.score.saved'));
      },
      (error: unknown) => {
        onError(error, body);
      },
    );

  /**
   * A correction that changes who advanced, after a later match was played with the wrong team (409
   * `fixture.downstream_played`): the organiser sees those matches and confirms resetting them.
   */
  const confirmReset = (body: ScoreBody, fixtureIds: string[]) =>
    modals.openConfirmModal({
      title: t('matchAdmin.score.resetTitle'),
      children: (
        <Stack gap="sm">
          <Text size="sm">{t('matchAdmin.score.resetBody', { count: fixtureIds.length })}</Text>
          <DownstreamResetList fixtureIds={fixtureIds} />
        </Stack>
      ),
      labels: {
        confirm: t('matchAdmin.score.resetConfirm', { count: fixtureIds.length }),
        cancel: t('matchAdmin.cancel'),
      },
      confirmProps: { color: 'red' },
      onConfirm: () => void save(body, true),
    });

  const onError = (error: unknown, body: ScoreBody) => {
    if (error instanceof ApiError && error.code === 'fixture.downstream_played') {
      const ids = error.problem.fixtureIds;
      if (Array.isArray(ids) && ids.length > 0) {
        confirmReset(body, ids.map(String));
        return;
      }
    }
    if (error instanceof ApiError && error.code === 'fixture.score_below_events') {
      const message = t('matchAdmin.score.belowEvents', {
        home: goals.home,
        away: goals.away,
        homeTeam: home,
        awayTeam: away,
      });
      // The server names the side(s) below their goals; an older answer without fields: compare here.
      const named = (['homeScore', 'awayScore'] as const).filter((field) => field in error.fieldErrors);
      const below =
        named.length > 0
          ? named
          : (['homeScore', 'awayScore'] as const).filter((field) =>
              field === 'homeScore' ? Number(v.homeScore) < goals.home : Number(v.awayScore) < goals.away,
            );
      for (const field of below.length > 0 ? below : (['homeScore'] as const))
        form.setFieldError(field, message);
      return;
    }
    let marked = false;
    if (error instanceof ApiError) {
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        if ((field.split('.')[0] ?? '') in v) {
          form.setFieldError(field, message);
          marked = true;
        }
      }
    }
    if (!marked) notifyFailure(error);
  };

  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby="score-title">
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          const body = ScoreBody.parse(toBody(values));
          const go = () => save(body);
          // Saving a score records the result: a match not over yet ends with it.
          if (f.status === 'finished') return go();
          modals.openConfirmModal({
            title: t('matchAdmin.score.confirmTitle'),
            children: (
              <Text size="sm">
                {t('matchAdmin.score.confirmBody', {
                  home,
                  away,
                  homeScore: body.homeScore,
                  awayScore: body.awayScore,
                })}
              </Text>
            ),
            labels: { confirm: t('matchAdmin.score.confirm'), cancel: t('matchAdmin.cancel') },
            onConfirm: go,
          });
        })}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="score-title">
            {t('matchAdmin.score.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {football
              ? t('matchAdmin.score.footballHint', { home: goals.home, away: goals.away })
              : t('matchAdmin.score.periodsHint')}
          </Text>
          {!football && (
            <Stack gap={6}>
              <Group gap="xs" wrap="nowrap" aria-hidden>
                <Text w={96} style={{ flexShrink: 0 }} />
                <Text size="xs" fw={700} style={{ flex: 1, minWidth: 0 }} truncate>
                  {home}
                </Text>
                <Text size="xs" fw={700} style={{ flex: 1, minWidth: 0 }} truncate>
                  {away}
                </Text>
                <Text w={34} style={{ flexShrink: 0 }} />
              </Group>
              {form.getValues().periods.map((_, i) => (
                <Group
                  // biome-ignore lint/suspicious/noArrayIndexKey: periods are identified by their place.
                  key={i}
                  gap="xs"
                  wrap="nowrap"
                  align="flex-start"
                >
                  <Text size="sm" w={96} pt={8} style={{ flexShrink: 0 }} lineClamp={2}>
                    {periodName(t, i + 1, sheet.periods, false)}
                  </Text>
                  <NumberInput
                    aria-label={t('matchAdmin.score.periodTeam', {
                      team: home,
                      period: periodName(t, i + 1, sheet.periods, false),
                    })}
                    allowDecimal={false}
                    allowNegative={false}
                    inputMode="numeric"
                    style={{ flex: 1, minWidth: 0 }}
                    hideControls
                    disabled={!sheet.canEdit}
                    {...form.getInputProps(`periods.${i}.home`)}
                  />
                  <NumberInput
                    aria-label={t('matchAdmin.score.periodTeam', {
                      team: away,
                      period: periodName(t, i + 1, sheet.periods, false),
                    })}
                    allowDecimal={false}
                    allowNegative={false}
                    inputMode="numeric"
                    style={{ flex: 1, minWidth: 0 }}
                    hideControls
                    disabled={!sheet.canEdit}
                    {...form.getInputProps(`periods.${i}.away`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mt={2}
                    aria-label={t('matchAdmin.score.removePeriod', {
                      period: periodName(t, i + 1, sheet.periods, false),
                    })}
                    disabled={!sheet.canEdit}
                    onClick={() => form.removeListItem('periods', i)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ))}
              {typeof form.errors.periods === 'string' && (
                <Text size="sm" c="red" role="alert">
                  {form.errors.periods}
                </Text>
              )}
              {sheet.canEdit && (
                <Button
                  variant="subtle"
                  size="sm"
                  leftSection={<IconPlus size={16} />}
                  onClick={() => form.insertListItem('periods', { home: '', away: '' })}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('matchAdmin.score.addPeriod')}
                </Button>
              )}
            </Stack>
          )}
          {/* Bottom-aligned: a long team name wraps its label onto two lines. */}
          <Group grow align="flex-end" wrap="nowrap">
            <NumberInput
              label={t('matchAdmin.score.teamScore', { team: home })}
              allowDecimal={false}
              allowNegative={false}
              inputMode="numeric"
              min={scoreRange.min}
              max={scoreRange.max}
              disabled={!sheet.canEdit}
              {...form.getInputProps('homeScore')}
            />
            <NumberInput
              label={t('matchAdmin.score.teamScore', { team: away })}
              allowDecimal={false}
              allowNegative={false}
              inputMode="numeric"
              min={scoreRange.min}
              max={scoreRange.max}
              disabled={!sheet.canEdit}
              {...form.getInputProps('awayScore')}
            />
          </Group>
          {knockout && level && (
            <Group grow align="flex-end" wrap="nowrap">
              <NumberInput
                label={t('matchAdmin.score.teamPenalties', { team: home })}
                allowDecimal={false}
                allowNegative={false}
                inputMode="numeric"
                disabled={!sheet.canEdit}
                {...form.getInputProps('homePenalties')}
              />
              <NumberInput
                label={t('matchAdmin.score.teamPenalties', { team: away })}
                allowDecimal={false}
                allowNegative={false}
                inputMode="numeric"
                disabled={!sheet.canEdit}
                {...form.getInputProps('awayPenalties')}
              />
            </Group>
          )}
          {f.status === 'finished' && sheet.canEdit && (
            <TextInput
              label={t('matchAdmin.score.reason')}
              description={t('matchAdmin.score.reasonHint')}
              maxLength={500}
              {...form.getInputProps('reason')}
            />
          )}
          {sheet.canEdit && (
            <Group justify="flex-end">
              <Button type="submit" loading={saveScore.isPending}>
                {t('matchAdmin.score.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}
