import { Alert, Container, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../api/query-keys.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useSession } from '../auth/useSession.ts';
import { AddressForm } from './AddressForm.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { FeedbackForm } from './FeedbackForm.tsx';
import { PhoneForm } from './PhoneForm.tsx';
import { ProfileDetailsForm } from './ProfileDetailsForm.tsx';
import { fetchAddress, fetchProfile } from './profile-api.ts';

/** `/admin/profile`: name, phone with verification, address, password change, feedback. */
export function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('profile.title'));
  const { user_id } = useSession();
  const userId = user_id ?? '';
  const profile = useQuery({
    queryKey: queryKeys.profile(userId),
    queryFn: () => fetchProfile(userId),
    enabled: Boolean(user_id),
  });
  const address = useQuery({
    queryKey: queryKeys.address(userId),
    queryFn: () => fetchAddress(userId),
    enabled: Boolean(user_id),
  });

  return (
    <Container size="sm" px={0}>
      <Title order={1} size="h2" mb="lg">
        {t('profile.title')}
      </Title>
      {profile.isError || address.isError ? (
        <Alert color="red" role="alert">
          {t('profile.failed')}
        </Alert>
      ) : !profile.data || !address.data ? (
        <Stack>
          <Skeleton h={160} radius="md" />
          <Skeleton h={160} radius="md" />
        </Stack>
      ) : (
        <Stack gap="lg">
          <ProfileDetailsForm profile={profile.data} />
          <PhoneForm
            key={`${profile.data.phoneNumber}-${profile.data.phoneVerified}`}
            profile={profile.data}
          />
          <AddressForm userId={userId} address={address.data} />
          <ChangePasswordForm userId={userId} />
          <FeedbackForm userId={userId} />
        </Stack>
      )}
    </Container>
  );
}
