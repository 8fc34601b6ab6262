import { Button, Group, Input, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showServerErrors } from '../../components/form-errors.ts';
import { notifySuccess } from '../../components/notifications.ts';
import { sendFeedback } from './profile-api.ts';
import { SectionCard } from './SectionCard.tsx';

const MESSAGE_MAX = 4000;

export function FeedbackForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { message: '', rating: 0 },
    validateInputOnChange: true,
    validate: {
      message: (value) => {
        if (!value.trim()) return t('profile.feedback.messageRequired');
        return value.trim().length > MESSAGE_MAX
          ? t('profile.feedback.messageTooLong', { max: MESSAGE_MAX })
          : null;
      },
    },
  });
  const mutation = useMutation({
    mutationFn: (values: typeof form.values) =>
      sendFeedback(userId, {
        message: values.message.trim(),
        ...(values.rating > 0 ? { rating: values.rating } : {}),
      }),
    onSuccess: () => {
      form.reset();
      notifySuccess(t('profile.feedback.sent'));
    },
    onError: (error) => showServerErrors(form, error),
  });
  return (
    <SectionCard title={t('profile.feedback.title')}>
      <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('profile.feedback.intro')}
          </Text>
          <Input.Wrapper label={t('profile.feedback.rating')}>
            <Rating {...form.getInputProps('rating')} />
          </Input.Wrapper>
          <Textarea
            label={t('profile.feedback.message')}
            autosize
            minRows={3}
            required
            {...form.getInputProps('message')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              {t('profile.feedback.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
