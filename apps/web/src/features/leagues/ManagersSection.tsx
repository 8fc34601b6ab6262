import { ActionIcon, Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { showServerErrors } from '../../components/form-errors.ts';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { type PersonChoice, PersonPicker } from '../auth/index.ts';
import { useAddManager, useLeagueManagers, useRemoveManager } from './api.ts';

/**
 * League managers (item role `Manager`): added by picking a person found by name (`GET /api/user`) or by typing
 * their email address, removed after confirmation.
 */
export function ManagersSection({ leagueId }: { leagueId: string }) {
  const { t } = useTranslation();
  const managers = useLeagueManagers(leagueId);
  const add = useAddManager(leagueId);
  const remove = useRemoveManager(leagueId);
  const form = useForm<{ person: PersonChoice | null }>({
    mode: 'controlled',
    initialValues: { person: null },
    validate: { person: (v) => (v ? null : t('auth.people.requiredOrEmail')) },
  });
  // The picker starts afresh after each appointment (its typed text is its own state).
  const [pickerKey, setPickerKey] = useState(0);

  const confirmRemove = (userId: string, name: string) =>
    modals.openConfirmModal({
      title: t('leagues.managers.removeTitle'),
      children: <Text size="sm">{t('leagues.managers.removeBody', { name })}</Text>,
      labels: { confirm: t('leagues.managers.remove', { name }), cancel: t('leagues.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(userId, {
          onSuccess: () => notifySuccess(t('leagues.managers.removed')),
          onError: notifyFailure,
        }),
    });

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {t('leagues.managers.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('leagues.managers.help')}
          </Text>
        </div>
        {managers.isPending && <Skeleton h={40} />}
        {managers.isError && <Alert color="red">{managers.error.message}</Alert>}
        {managers.data && managers.data.items.length === 0 && (
          <Text c="dimmed">{t('leagues.managers.empty')}</Text>
        )}
        {managers.data && managers.data.items.length > 0 && (
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {managers.data.items.map((m) => {
              const name = m.name || m.email || m.userId;
              return (
                <Group key={m.userId} component="li" justify="space-between" wrap="nowrap">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500}>
                      {name}
                    </Text>
                    {m.email && m.email !== name ? (
                      <Text size="xs" c="dimmed">
                        {m.email}
                      </Text>
                    ) : null}
                  </div>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('leagues.managers.remove', { name })}
                    onClick={() => confirmRemove(m.userId, name)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              );
            })}
          </Stack>
        )}
        <form
          noValidate
          onSubmit={form.onSubmit(({ person }) => {
            if (!person) return;
            add.mutate(person.kind === 'user' ? { userId: person.user.id } : { email: person.email }, {
              onSuccess: () => {
                notifySuccess(t('leagues.managers.added'));
                form.reset();
                setPickerKey((k) => k + 1);
              },
              onError: (error) => {
                // The server names `body.email` or `body.userId` (unknown account, already a Manager…).
                const message =
                  error instanceof ApiError
                    ? (error.fieldErrors.email ?? error.fieldErrors.userId)
                    : undefined;
                if (message) form.setFieldError('person', message);
                else showServerErrors(form, error);
              },
            });
          })}
        >
          <Group align="flex-start" wrap="wrap">
            <div style={{ flex: '1 1 240px' }}>
              <PersonPicker
                key={pickerKey}
                label={t('leagues.managers.person')}
                allowEmail
                value={form.values.person}
                onChange={(person) => form.setFieldValue('person', person)}
                error={form.errors.person}
              />
            </div>
            <Button type="submit" mt={25} loading={add.isPending} leftSection={<IconUserPlus size={16} />}>
              {t('leagues.managers.add')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
