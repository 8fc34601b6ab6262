import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { ReportingMode, ReportingSettings } from '@matchday/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { toObserveTeamPath } from '../../lib/observe-links.ts';
import { formatInstant } from '../../lib/zoned-time.ts';
import { useReportIssues, useReporting, useSetReporting } from './api.ts';

/**
 * The competition's "Results" tab (issue 27, item 1): who enters results (the organiser only, or the teams with
 * the confirmation and report windows), and the matches waiting for the organiser — disputed, or not reported
 * by their deadline — each linking to its dispute screen on the match sheet.
 */
export function ReportingPanel({ champId, canEdit }: { champId: string; canEdit: boolean }) {
  const reporting = useReporting(champId);
  if (!reporting.data) return <Skeleton h={200} />;
  return (
    <Stack gap="md">
      {canEdit && <ReportingForm champId={champId} settings={reporting.data} />}
      {canEdit && <ReportIssues champId={champId} mode={reporting.data.mode} />}
    </Stack>
  );
}

function ReportingForm({ champId, settings }: { champId: string; settings: ReportingSettings }) {
  const { t } = useTranslation();
  const save = useSetReporting(champId);
  const [mode, setMode] = useState<ReportingMode>(settings.mode);
  const [confirmHours, setConfirmHours] = useState<number | string>(settings.confirmHours);
  const [deadlineHours, setDeadlineHours] = useState<number | string>(settings.reportDeadlineHours);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { mode, confirmHours: Number(confirmHours), reportDeadlineHours: Number(deadlineHours) },
      { onSuccess: () => notifySuccess(t('competitions.reporting.saved')), onError: notifyFailure },
    );
  };
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="form"
      onSubmit={submit}
      aria-labelledby="reporting-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="reporting-title">
          {t('competitions.reporting.title')}
        </Title>
        <Radio.Group
          label={t('competitions.reporting.mode')}
          value={mode}
          onChange={(v) => setMode(v as ReportingMode)}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="organiser" label={t('competitions.reporting.modes.organiser')} />
            <Radio value="teams" label={t('competitions.reporting.modes.teams')} />
          </Stack>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            label={t('competitions.reporting.confirmHours')}
            description={t('competitions.reporting.confirmHoursHelp')}
            min={1}
            max={720}
            allowDecimal={false}
            value={confirmHours}
            onChange={setConfirmHours}
            disabled={mode !== 'teams'}
          />
          <NumberInput
            label={t('competitions.reporting.deadlineHours')}
            min={1}
            max={720}
            allowDecimal={false}
            value={deadlineHours}
            onChange={setDeadlineHours}
            disabled={mode !== 'teams'}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('competitions.reporting.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function ReportIssues({ champId, mode }: { champId: string; mode: ReportingMode }) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const issues = useReportIssues(champId, true);
  const team = (id: string | null, name: string | null) =>
    id ? (
      <Anchor component={Link} to={toObserveTeamPath(id)}>
        {name}
      </Anchor>
    ) : (
      (name ?? '—')
    );
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="report-issues-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="report-issues-title">
          {t('competitions.reporting.issuesTitle')}
        </Title>
        {!issues.data ? (
          <Skeleton h={80} />
        ) : issues.data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {mode === 'teams'
              ? t('competitions.reporting.issuesEmpty')
              : t('competitions.reporting.issuesOrganiser')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="xs">
              <Table.Tbody>
                {issues.data.items.map((issue) => (
                  <Table.Tr key={issue.fixture.id}>
                    <Table.Td>
                      <Badge color={issue.kind === 'disputed' ? 'orange' : 'gray'} variant="light" mb={4}>
                        {t(`competitions.reporting.kind.${issue.kind}`)}
                      </Badge>
                      <Text size="sm">
                        {team(issue.fixture.homeTeamId, issue.fixture.homeTeamName)} –{' '}
                        {team(issue.fixture.awayTeamId, issue.fixture.awayTeamName)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {issue.fixture.stageName} ·{' '}
                        {t('competitions.reporting.since', {
                          date: formatInstant(issue.since, timeZone, 'D MMM YYYY, HH:mm'),
                        })}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Button
                        component={Link}
                        to={`/admin/match-center/edit-match/${issue.fixture.id}`}
                        size="xs"
                        variant="light"
                        aria-label={`${t('competitions.reporting.resolve')}: ${issue.fixture.homeTeamName ?? ''} – ${issue.fixture.awayTeamName ?? ''}`}
                      >
                        {t('competitions.reporting.resolve')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
