import { ActionIcon, Button, Group, NumberInput, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { ChampRules } from '@matchday/contracts';
import { HeadToHeadCriteria } from '@matchday/domain';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  value: ChampRules;
  onChange: (rules: ChampRules) => void;
  /** Every criterion the standings engine knows, in its preferred order. */
  criteria: readonly string[];
  /** Every head-to-head scope the standings engine knows. */
  h2hScopes: readonly string[];
  /** Errors of the points fields, by name (`win`, `draw`, `loss`), from the surrounding form. */
  errors?: Partial<Record<'win' | 'draw' | 'loss' | 'tiebreakers', string | null>> | undefined;
};

/** Head-to-head criteria compare only the results between the tied teams; their scope then matters. */
function isHeadToHead(criterion: string): boolean {
  return (HeadToHeadCriteria as readonly string[]).includes(criterion);
}

function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * Points for a win, draw and loss, and the ordered tie-break criteria (spec issue 4, step 2). The list is
 * ordered with up/down buttons rather than drag and drop: it works with a keyboard and on a phone.
 */
export function RulesEditor({ value, onChange, criteria, h2hScopes, errors }: Props) {
  const { t } = useTranslation();
  const [toAdd, setToAdd] = useState<string | null>(null);
  const unused = criteria.filter((c) => !value.tiebreakers.includes(c));
  const label = (c: string) => t(`competitions.rules.criteria.${c}`, { defaultValue: c });
  const usesH2h = value.tiebreakers.some(isHeadToHead);
  const setPoints = (key: 'win' | 'draw' | 'loss') => (v: number | string) =>
    onChange({ ...value, [key]: typeof v === 'number' ? v : v === '' ? Number.NaN : Number(v) });
  const points = (key: 'win' | 'draw' | 'loss') => (Number.isNaN(value[key]) ? '' : value[key]);

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={4}>{t('competitions.rules.title')}</Title>
        <Group grow align="flex-start">
          <NumberInput
            label={t('competitions.rules.win')}
            allowDecimal={false}
            value={points('win')}
            onChange={setPoints('win')}
            error={errors?.win}
          />
          <NumberInput
            label={t('competitions.rules.draw')}
            allowDecimal={false}
            value={points('draw')}
            onChange={setPoints('draw')}
            error={errors?.draw}
          />
          <NumberInput
            label={t('competitions.rules.loss')}
            allowDecimal={false}
            value={points('loss')}
            onChange={setPoints('loss')}
            error={errors?.loss}
          />
        </Group>
        <Text fw={500} size="sm">
          {t('competitions.rules.tiebreakers')}
        </Text>
        <Stack gap={4} component="ol" m={0} p={0} aria-label={t('competitions.rules.tiebreakers')}>
          {value.tiebreakers.map((criterion, index) => (
            <Group
              key={criterion}
              component="li"
              justify="space-between"
              wrap="nowrap"
              style={{ listStyle: 'none' }}
              data-testid="tiebreaker"
            >
              <Text size="sm">
                {index + 1}. {label(criterion)}
              </Text>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('competitions.rules.moveUp', { criterion: label(criterion) })}
                  disabled={index === 0}
                  onClick={() =>
                    onChange({ ...value, tiebreakers: move(value.tiebreakers, index, index - 1) })
                  }
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('competitions.rules.moveDown', { criterion: label(criterion) })}
                  disabled={index === value.tiebreakers.length - 1}
                  onClick={() =>
                    onChange({ ...value, tiebreakers: move(value.tiebreakers, index, index + 1) })
                  }
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('competitions.rules.remove', { criterion: label(criterion) })}
                  onClick={() =>
                    onChange({ ...value, tiebreakers: value.tiebreakers.filter((c) => c !== criterion) })
                  }
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
        {errors?.tiebreakers ? (
          <Text c="red" size="sm">
            {errors.tiebreakers}
          </Text>
        ) : null}
        {unused.length > 0 ? (
          <Group align="flex-end" wrap="nowrap">
            <Select
              style={{ flex: 1 }}
              label={t('competitions.rules.addLabel')}
              placeholder={t('competitions.rules.addPlaceholder')}
              data={unused.map((c) => ({ value: c, label: label(c) }))}
              value={toAdd}
              onChange={setToAdd}
            />
            <Button
              variant="light"
              disabled={!toAdd}
              onClick={() => {
                if (!toAdd) return;
                onChange({ ...value, tiebreakers: [...value.tiebreakers, toAdd] });
                setToAdd(null);
              }}
            >
              {t('competitions.rules.add')}
            </Button>
          </Group>
        ) : null}
        {usesH2h ? (
          <Select
            label={t('competitions.rules.h2hScope')}
            description={t('competitions.rules.h2hScopeHelp')}
            data={h2hScopes.map((s) => ({
              value: s,
              label: t(`competitions.rules.scopes.${s}`, { defaultValue: s }),
            }))}
            value={value.h2hScope}
            allowDeselect={false}
            onChange={(scope) => scope && onChange({ ...value, h2hScope: scope })}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
