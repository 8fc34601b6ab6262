import { Button, Card, CopyButton, Group, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import type { ResetLink } from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { notifyFailure } from '../../components/notifications.ts';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { formatDateTime } from '../../lib/relative-time.ts';
import { type PersonChoice, PersonPicker } from '../auth/index.ts';

/**
 * The SystemAdmin hands a member a one-time password reset link (issue 30): find them by name, make the link
 * (`POST /api/admin/users/{userId}/reset-link`), copy it and pass it on however they reach the member. The link
 * is the one a reset mail carries: it works once, for a day.
 */
export function ResetLinkCard() {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const [person, setPerson] = useState<PersonChoice | null>(null);
  const [made, setMade] = useState<(ResetLink & { name: string }) | null>(null);
  const make = useMutation({
    mutationFn: async (user: { id: string; name: string }) => ({
      ...(await callApi(api.adminUsers.createResetLink, { params: { userId: user.id } })),
      name: user.name,
    }),
    onSuccess: setMade,
    onError: notifyFailure,
  });
  const chosen = person?.kind === 'user' ? person.user : null;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('outbox.resetLink.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('outbox.resetLink.intro')}
        </Text>
        <Group align="flex-end" gap="sm">
          <div style={{ flex: 1, minWidth: 220 }}>
            <PersonPicker
              label={t('outbox.resetLink.member')}
              value={person}
              onChange={(choice) => {
                setPerson(choice);
                setMade(null);
              }}
            />
          </div>
          <Button
            variant="default"
            disabled={chosen === null}
            loading={make.isPending}
            onClick={() => chosen && make.mutate(chosen)}
          >
            {t('outbox.resetLink.make')}
          </Button>
        </Group>
        {made && (
          <Stack gap={4} data-testid="reset-link">
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                label={t('outbox.resetLink.linkFor', { name: made.name })}
                value={made.url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                style={{ flex: 1, minWidth: 0 }}
              />
              <CopyButton value={made.url}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? t('outbox.resetLink.copied') : t('outbox.resetLink.copy')}>
                    <Button
                      variant={copied ? 'filled' : 'light'}
                      color={copied ? 'teal' : undefined}
                      onClick={copy}
                    >
                      {copied ? t('outbox.resetLink.copied') : t('outbox.resetLink.copy')}
                    </Button>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
            <Text size="xs" c="dimmed">
              {t('outbox.resetLink.expires', { at: formatDateTime(made.expiresAt, timeZone) })}
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
