import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Address } from '@matchday/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../api/query-keys.ts';
import { showServerErrors } from '../../components/form-errors.ts';
import { notifySuccess } from '../../components/notifications.ts';
import { updateAddress } from './profile-api.ts';
import { SectionCard } from './SectionCard.tsx';

export function AddressForm({ userId, address }: { userId: string; address: Address }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const required = (labelKey: string) => (value: string) =>
    value.trim() ? null : t('profile.address.required', { field: t(labelKey) });
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      line1: address.line1 ?? '',
      line2: address.line2 ?? '',
      city: address.city ?? '',
      postalCode: address.postalCode ?? '',
      country: address.country ?? '',
    },
    validateInputOnChange: true,
    validate: {
      line1: required('profile.address.line1'),
      city: required('profile.address.city'),
      postalCode: required('profile.address.postalCode'),
      country: (value) => (/^[A-Za-z]{2}$/.test(value.trim()) ? null : t('profile.address.countryInvalid')),
    },
  });
  const mutation = useMutation({
    mutationFn: (values: typeof form.values) =>
      updateAddress(userId, {
        line1: values.line1.trim(),
        line2: values.line2.trim() || null,
        city: values.city.trim(),
        postalCode: values.postalCode.trim(),
        country: values.country.trim().toUpperCase(),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.address(userId) });
      notifySuccess(t('profile.address.saved'));
    },
    onError: (error) => showServerErrors(form, error),
  });
  return (
    <SectionCard title={t('profile.address.title')}>
      <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
        <Stack gap="sm">
          <TextInput
            label={t('profile.address.line1')}
            autoComplete="address-line1"
            required
            {...form.getInputProps('line1')}
          />
          <TextInput
            label={t('profile.address.line2')}
            autoComplete="address-line2"
            {...form.getInputProps('line2')}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <TextInput
              label={t('profile.address.city')}
              autoComplete="address-level2"
              required
              {...form.getInputProps('city')}
            />
            <TextInput
              label={t('profile.address.postalCode')}
              autoComplete="postal-code"
              required
              {...form.getInputProps('postalCode')}
            />
            <TextInput
              label={t('profile.address.country')}
              description={t('profile.address.countryHint')}
              autoComplete="country"
              maxLength={2}
              required
              {...form.getInputProps('country')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
