import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { CONTACT_MESSAGE_MAX, type ContactBody } from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { ApiError } from '../../api/http.ts';
import { useCaptcha } from '../../app/RuntimeConfigProvider.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { solveCaptcha } from './captcha.ts';
import { RecaptchaCheckbox } from './RecaptchaCheckbox.tsx';
import {
  validateContactEmail,
  validateContactMessage,
  validateContactName,
  validateContactSubject,
} from './validation.ts';

type Phase = 'checking' | 'sending';

/**
 * `/contact-us` (spec §2): a message to the Matchday team. The captcha is ALTCHA's proof of work, solved by the
 * device after the user presses Send (or reCAPTCHA's box when configured); the token goes as the spec's
 * `recaptchaResponse` (ADR 0017).
 */
export function ContactPage() {
  const { t } = useTranslation();
  usePageTitle(t('contact.title'));
  const captcha = useCaptcha();
  const [phase, setPhase] = useState<Phase>('checking');
  const [recaptchaToken, setRecaptchaToken] = useState<string | null>(null);
  // A reCAPTCHA token is good once: a refused send shows a fresh box.
  const [recaptchaRound, setRecaptchaRound] = useState(0);
  const onRecaptchaToken = useCallback((token: string | null) => setRecaptchaToken(token), []);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', email: '', subject: '', message: '' },
    validateInputOnChange: true,
    validate: {
      name: validateContactName,
      email: validateContactEmail,
      subject: validateContactSubject,
      message: validateContactMessage,
    },
  });
  const mutation = useMutation({
    mutationFn: async (body: ContactBody) => {
      let token: string;
      if (captcha.kind === 'recaptcha') {
        if (!recaptchaToken) throw new Error('recaptcha.missing');
        token = recaptchaToken;
      } else {
        setPhase('checking');
        token = await solveCaptcha(await callApi(api.contact.getContactChallenge, {}));
      }
      setPhase('sending');
      return callApi(api.contact.sendContactMessage, { query: { recaptchaResponse: token }, body });
    },
    onError: (error) => {
      if (captcha.kind === 'recaptcha') {
        setRecaptchaToken(null);
        setRecaptchaRound((n) => n + 1);
      }
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field in form.values) form.setFieldError(field, message);
        }
      }
    },
  });

  if (mutation.isSuccess) {
    return (
      <Frame title={t('contact.title')}>
        <Stack align="center" gap="sm" py="md" ta="center" role="status">
          <IconCircleCheck size={48} color="var(--mantine-color-green-6)" aria-hidden />
          <Title order={2} size="h3">
            {t('contact.success.title')}
          </Title>
          <Text>{t('contact.success.body', { email: mutation.data.email })}</Text>
          <Button
            variant="light"
            mt="sm"
            onClick={() => {
              form.reset();
              mutation.reset();
            }}
          >
            {t('contact.success.another')}
          </Button>
        </Stack>
      </Frame>
    );
  }

  const busy = mutation.isPending;
  const messageLength = form.values.message.trim().length;
  return (
    <Frame title={t('contact.title')} intro={t('contact.intro')}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          mutation.mutate({
            name: values.name.trim(),
            email: values.email.trim(),
            subject: values.subject.trim(),
            message: values.message.trim(),
          }),
        )}
      >
        <Stack gap="md">
          {mutation.isError && (
            <Alert color="red" role="alert" title={t('contact.errors.title')}>
              {errorText(mutation.error, t)}
            </Alert>
          )}
          <TextInput
            label={t('contact.fields.name')}
            autoComplete="name"
            required
            disabled={busy}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('contact.fields.email')}
            type="email"
            autoComplete="email"
            required
            disabled={busy}
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('contact.fields.subject')}
            required
            disabled={busy}
            {...form.getInputProps('subject')}
          />
          <Textarea
            label={t('contact.fields.message')}
            required
            autosize
            minRows={5}
            maxRows={14}
            disabled={busy}
            description={t('contact.messageHint', { count: messageLength, max: CONTACT_MESSAGE_MAX })}
            {...form.getInputProps('message')}
          />
          {captcha.kind === 'recaptcha' && (
            <RecaptchaCheckbox key={recaptchaRound} siteKey={captcha.siteKey} onToken={onRecaptchaToken} />
          )}
          {busy && (
            <Group gap="sm" wrap="nowrap" role="status" aria-live="polite">
              <Loader size="sm" style={{ flexShrink: 0 }} />
              <div>
                <Text size="sm" fw={500}>
                  {phase === 'checking' ? t('contact.checking') : t('contact.sending')}
                </Text>
                {phase === 'checking' && (
                  <Text size="xs" c="dimmed">
                    {t('contact.checkingHint')}
                  </Text>
                )}
              </div>
            </Group>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={busy} w={{ base: '100%', xs: 'auto' }}>
              {t('contact.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Frame>
  );
}

function Frame({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Container size={640} px="md" py="xl">
      <Title order={1} size="h2" mb="xs">
        {title}
      </Title>
      {intro && (
        <Text c="dimmed" mb="lg">
          {intro}
        </Text>
      )}
      <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="md">
        {children}
      </Paper>
    </Container>
  );
}

/** The words for a refusal, by the server's code; anything else shows the server's detail. */
function errorText(error: unknown, t: (key: string) => string): string {
  if (error instanceof Error && error.message === 'recaptcha.missing')
    return t('contact.errors.recaptchaMissing');
  if (!(error instanceof ApiError)) return t('contact.errors.failed');
  if (error.code === 'captcha.invalid' || error.code === 'captcha.replayed')
    return t('contact.errors.captcha');
  if (error.code === 'contact.rate_limited') return t('contact.errors.rateLimited');
  return error.detail ?? t('contact.errors.failed');
}
