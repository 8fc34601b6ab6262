import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type Champ, CreateTeamBody } from '@matchday/contracts';
import { IconUsersPlus } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../components/notifications.ts';
import { type FormIssue, findFieldIssue } from '../../components/zod-form.ts';
import { useSportTypes } from '../home/index.ts';
import type { BatchItem, BatchKind, BatchResult } from './team-batch.ts';

type Props = {
  champ: Champ;
  run: (kind: BatchKind, items: BatchItem[]) => Promise<BatchResult>;
  /** The batch under way, if any: one at a time. */
  running: BatchKind | null;
};

/** One typed line: its number (from 1, counting empty lines, as the organiser sees them) and trimmed name. */
export type NameLine = { line: number; name: string };

/**
 * The team names of a text, one a line: empty lines are skipped; each name is checked with the contract's
 * `CreateTeamBody` name rule (the server's), so a too-long name is named by its line before anything is sent.
 */
export function parseTeamNames(text: string): {
  names: NameLine[];
  issues: (NameLine & { issue: FormIssue })[];
} {
  const names: NameLine[] = [];
  const issues: (NameLine & { issue: FormIssue })[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const name = raw.trim();
    if (name === '') continue;
    const issue = findFieldIssue(CreateTeamBody.shape.name, name);
    if (issue) issues.push({ line: index + 1, name, issue });
    else names.push({ line: index + 1, name });
  }
  return { names, issues };
}

/** A name short enough to quote in a message. */
function quoted(name: string) {
  return name.length > 40 ? `${name.slice(0, 40)}…` : name;
}

/**
 * Creates teams by name, of the competition's sport (set by its league, not editable), and enters each in
 * the competition. What could not be created stays in the box to fix and resend; what was created but not
 * entered is in the summary (it is the organiser's team now, offered in the list above).
 */
export function CreateChampTeamsForm({ champ, run, running }: Props) {
  const { t } = useTranslation();
  const sports = useSportTypes();
  const sportName = sports.data?.find((s) => s.id === champ.sportKindId)?.displayName ?? champ.sportKindId;
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { names, issues } = parseTeamNames(text);
  const count = names.length + issues.length;

  const lineErrors = issues.map(({ line, name, issue }) => (
    <span key={line}>
      {issue.kind === 'tooLong'
        ? t('competitions.teams.nameLineTooLong', { line, name: quoted(name), max: issue.max })
        : t('competitions.teams.nameLineInvalid', { line, name: quoted(name), message: issue.message })}
    </span>
  ));
  // Shown once the organiser has tried to send, then kept current as they fix the lines.
  let error: ReactNode;
  if (submitted && count === 0) error = t('competitions.teams.namesRequired');
  else if (submitted && lineErrors.length > 0)
    error = (
      <Stack gap={2} component="span">
        {lineErrors}
      </Stack>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (names.length === 0 || issues.length > 0) return;
    try {
      const result = await run(
        'create',
        names.map(({ name }) => ({ name })),
      );
      // Names the server refused stay, to fix and send again; created teams leave the box.
      setText(
        names
          .filter((_, index) => result.outcomes[index]?.status === 'notCreated')
          .map(({ name }) => name)
          .join('\n'),
      );
      setSubmitted(false);
    } catch (cause) {
      notifyFailure(cause);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('competitions.teams.createTitle')}>
      <Stack gap="sm">
        <div>
          <Text fw={600}>{t('competitions.teams.createTitle')}</Text>
          <Text size="sm" c="dimmed">
            {t('competitions.teams.createIntro')}
          </Text>
        </div>
        <TextInput
          label={t('competitions.teams.sport')}
          description={t('competitions.teams.sportHint', { league: champ.champLeagueName })}
          value={sportName}
          readOnly
          variant="filled"
        />
        <Textarea
          label={t('competitions.teams.names')}
          description={t('competitions.teams.namesHint')}
          placeholder={t('competitions.teams.namesPlaceholder')}
          autosize
          minRows={3}
          maxRows={12}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
          disabled={running !== null}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconUsersPlus size={16} />}
            disabled={running !== null && running !== 'create'}
            loading={running === 'create'}
          >
            {count === 0
              ? t('competitions.teams.createTitle')
              : t('competitions.teams.createMany', { count })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
