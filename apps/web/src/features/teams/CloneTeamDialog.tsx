import { Button, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CLONE_PLAYERS_COPY,
  CLONE_PLAYERS_NONE,
  CLONE_PLAYERS_SAME,
  type ClonePlayersOption,
  type Team,
} from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { showServerErrors } from '../../components/form-errors.ts';
import { notifySuccess } from '../../components/notifications.ts';
import { type PersonChoice, PersonPicker, Role, useSession } from '../auth/index.ts';
import { useCloneTeam } from './api.ts';

type Values = { newName: string; clonePlayersOption: string; owner: PersonChoice | null };

const OPTIONS = [
  { value: CLONE_PLAYERS_NONE, key: 'none' },
  { value: CLONE_PLAYERS_SAME, key: 'same' },
  { value: CLONE_PLAYERS_COPY, key: 'copy' },
] as const;

type Props = { team: Pick<Team, 'id' | 'name'>; opened: boolean; onClose: () => void };

/**
 * "Clone team" (`POST /teams/{id}/clone`): a new name, what happens to the players (none, the same players,
 * or copies of them), and for a SystemAdmin the new owner, found by name (`GET /api/user`; the caller when none). Opens the new team when done.
 */
export function CloneTeamDialog({ team, opened, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { profile } = useSession();
  const isAdmin = profile?.role === Role.systemAdmin;
  const clone = useCloneTeam(team.id);
  const form = useForm<Values>({
    initialValues: {
      newName: t('teams.clone.defaultName', { name: team.name }),
      clonePlayersOption: String(CLONE_PLAYERS_NONE),
      owner: null,
    },
    validate: {
      newName: (v) => (v.trim() ? null : t('teams.errors.nameRequired')),
    },
  });

  const submit = form.onSubmit((values) =>
    clone.mutate(
      {
        newName: values.newName.trim(),
        clonePlayersOption: Number(values.clonePlayersOption) as ClonePlayersOption,
        ...(isAdmin && values.owner?.kind === 'user' ? { ownerUserId: values.owner.user.id } : {}),
      },
      {
        onSuccess: (created) => {
          notifySuccess(t('teams.clone.done', { name: created.name }));
          onClose();
          void navigate(`/admin/teams/details/${created.id}`);
        },
        onError: (error) => {
          const ownerError = error instanceof ApiError ? error.fieldErrors.ownerUserId : undefined;
          if (ownerError) form.setFieldError('owner', ownerError);
          else showServerErrors(form, error);
        },
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={t('teams.clone.title', { name: team.name })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t('teams.clone.newName')} required {...form.getInputProps('newName')} />
          <Radio.Group label={t('teams.clone.players')} {...form.getInputProps('clonePlayersOption')}>
            <Stack gap="xs" mt="xs">
              {OPTIONS.map((o) => (
                <Radio
                  key={o.key}
                  value={String(o.value)}
                  label={t(`teams.clone.option.${o.key}`)}
                  description={t(`teams.clone.optionHelp.${o.key}`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          {isAdmin && (
            <PersonPicker
              label={t('teams.clone.owner')}
              description={t('teams.clone.ownerHelp')}
              value={form.values.owner}
              onChange={(owner) => form.setFieldValue('owner', owner)}
              error={form.errors.owner}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('teams.cancel')}
            </Button>
            <Button type="submit" loading={clone.isPending}>
              {t('teams.clone.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
