import { Card, Group, Stack, Text } from '@mantine/core';
import type { RegistrationStatus } from '@matchday/contracts';
import type { ReactElement, ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { toPlainText } from './plain-text.ts';
import { RequestStatusBadge } from './RequestStatusBadge.tsx';

/** A catalogue sentence whose `<name>` tags become the given links: `<team>{{team}}</team> asks to enter …`. */
export type LinkedSentence = {
  i18nKey: string;
  values: Record<string, string>;
  links: Record<string, ReactElement>;
};

type Props = {
  /** What the request is about: the headline, and in plain words the list item's accessible name. */
  sentence: LinkedSentence;
  status: RegistrationStatus;
  /** More badges before the status (paid, longer than a year…). */
  badges?: ReactNode;
  children: ReactNode;
  actions: ReactNode;
};

/** One request or invitation in a list: a headline with links, its badges, its facts, what the caller may do. */
export function RequestCard({ sentence, status, badges, children, actions }: Props) {
  const { t } = useTranslation();
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      aria-label={toPlainText(t(sentence.i18nKey, sentence.values))}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Text fw={500} style={{ flex: '1 1 16rem', minWidth: 0, overflowWrap: 'anywhere' }}>
            <Trans i18nKey={sentence.i18nKey} values={sentence.values} components={sentence.links} />
          </Text>
          <Group gap={6}>
            {badges}
            <RequestStatusBadge status={status} />
          </Group>
        </Group>
        <Stack gap={4}>{children}</Stack>
        {actions}
      </Stack>
    </Card>
  );
}
