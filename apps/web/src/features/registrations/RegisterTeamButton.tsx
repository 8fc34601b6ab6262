import { Button, Group, Text } from '@mantine/core';
import { IconClipboardPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatMoney } from '../../lib/money.ts';
import { toLoginPath } from '../../lib/return-url.ts';
import { formatCalendarDate } from '../../lib/zoned-time.ts';
import { useSession } from '../auth/index.ts';
import { useRegistrationSettings } from './api.ts';

type Props = { champ: { id: string; sportKindId: string }; sportName: string };

const loadDialog = () => import('./RegisterTeamDialog.tsx');
const RegisterTeamDialog = lazy(() => loadDialog().then((m) => ({ default: m.RegisterTeamDialog })));

/**
 * "Register your team" on a public competition page, while the competition takes requests (open, before its
 * deadline, not full): the entry fee and deadline beside it. Signed out it leads to sign-in and back; signed in
 * it asks which of the user's teams of the competition's sport to enter. Once registration was opened but no
 * longer takes requests (deadline passed, full) a quiet "Registration closed" says so. The dialog's code
 * (RegisterTeamDialog.tsx: modal, team select) loads when a pointer comes over the button or it takes focus.
 */
export function RegisterTeamButton({ champ, sportName }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const settings = useRegistrationSettings(champ.id);
  const [opened, setOpened] = useState(false);
  // Once opened it stays mounted, so it closes with its transition.
  const [wanted, setWanted] = useState(false);
  const s = settings.data;
  if (!s) return null;
  if (!s.isAcceptingRequests) {
    return s.registrationOpen ? (
      <Text size="sm" c="dimmed">
        {t('registrations.register.closed')}
      </Text>
    ) : null;
  }
  const facts = [
    s.entryFee ? t('registrations.register.fee', { fee: formatMoney(s.entryFee) }) : null,
    s.registrationDeadline
      ? t('registrations.register.deadline', {
          date: formatCalendarDate(s.registrationDeadline, 'D MMM YYYY'),
        })
      : null,
  ].filter(Boolean);
  const icon = <IconClipboardPlus size={16} />;
  return (
    <Group gap="sm" wrap="wrap">
      {session.isAuthenticated ? (
        <Button
          leftSection={icon}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onClick={() => {
            setWanted(true);
            setOpened(true);
          }}
        >
          {t('registrations.register.open')}
        </Button>
      ) : (
        <Button
          component={Link}
          to={toLoginPath(`${location.pathname}${location.search}`)}
          leftSection={icon}
          loading={session.isLoading}
        >
          {t('registrations.register.open')}
        </Button>
      )}
      {facts.length > 0 && (
        <Text size="sm" c="dimmed">
          {facts.join(' · ')}
        </Text>
      )}
      {session.isAuthenticated && wanted && (
        <Suspense fallback={null}>
          <RegisterTeamDialog
            champ={champ}
            sportName={sportName}
            opened={opened}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      )}
    </Group>
  );
}
