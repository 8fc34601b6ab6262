import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { MailSettings } from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../api/client.ts';
import { showServerErrors } from '../../components/form-errors.ts';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { ResetLinkCard } from './ResetLinkCard.tsx';

const MAIL_SETTINGS_KEY = ['admin', 'mail-settings'] as const;

/**
 * `/admin/outbox/mail` (SystemAdmin, issue 30): the SMTP server and sender, kept in the app (SMTP_URL in the
 * environment wins), and a test mail sent at once through them. The password is never shown again.
 */
export function MailSettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('outbox.mail.title'));
  const settings = useQuery({
    queryKey: MAIL_SETTINGS_KEY,
    queryFn: ({ signal }) => callApi(api.mailSettings.getMailSettings, {}, { signal }),
  });
  return (
    <Stack gap="md" maw={720}>
      <Anchor component={Link} to="/admin/outbox" size="sm">
        ← {t('outbox.title')}
      </Anchor>
      <Title order={1} size="h2">
        {t('outbox.mail.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('outbox.mail.intro')}
      </Text>
      {settings.data ? (
        <>
          <MailStatus settings={settings.data} />
          <SettingsForm settings={settings.data} />
          <TestMail />
          <ResetLinkCard />
        </>
      ) : settings.isError ? (
        <Alert color="red">{settings.error.message}</Alert>
      ) : (
        <Skeleton height={240} />
      )}
    </Stack>
  );
}

function MailStatus({ settings }: { settings: MailSettings }) {
  const { t } = useTranslation();
  if (settings.source === 'environment')
    return <Alert color="blue">{t('outbox.mail.fromEnvironment')}</Alert>;
  if (!settings.configured) return <Alert color="yellow">{t('outbox.mail.notConfigured')}</Alert>;
  return <Alert color="green">{t('outbox.mail.configured', { url: settings.smtpUrl })}</Alert>;
}

function SettingsForm({ settings }: { settings: MailSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      smtpUrl: settings.source === 'settings' ? (settings.smtpUrl ?? '') : '',
      from: settings.from,
    },
  });
  const save = useMutation({
    mutationFn: (body: typeof form.values) => callApi(api.mailSettings.updateMailSettings, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(MAIL_SETTINGS_KEY, saved);
      notifySuccess(t('outbox.mail.saved'));
    },
    onError: (error) => showServerErrors(form, error),
  });
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="form"
      onSubmit={form.onSubmit((v) => save.mutate(v))}
    >
      <Stack gap="sm">
        <TextInput
          label={t('outbox.mail.smtpUrl')}
          description={t('outbox.mail.smtpUrlHelp')}
          required
          autoComplete="off"
          {...form.getInputProps('smtpUrl')}
        />
        <TextInput
          label={t('outbox.mail.from')}
          description={t('outbox.mail.fromHelp')}
          required
          {...form.getInputProps('from')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('outbox.mail.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function TestMail() {
  const { t } = useTranslation();
  const form = useForm({ mode: 'controlled', initialValues: { to: '' } });
  const send = useMutation({
    mutationFn: (body: typeof form.values) => callApi(api.mailSettings.sendTestMail, { body }),
    onSuccess: (result) => notifySuccess(t('outbox.mail.testSent', { to: result.to })),
    onError: (error) => {
      showServerErrors(form, error);
      notifyFailure(error);
    },
  });
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="form"
      onSubmit={form.onSubmit((v) => send.mutate(v))}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('outbox.mail.testTitle')}
        </Title>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('outbox.mail.testTo')}
            type="email"
            required
            style={{ flex: 1, minWidth: 200 }}
            {...form.getInputProps('to')}
          />
          <Button type="submit" variant="default" loading={send.isPending}>
            {t('outbox.mail.testSend')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
