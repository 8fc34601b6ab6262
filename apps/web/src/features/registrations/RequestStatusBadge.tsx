import { Badge, type BadgeProps } from '@mantine/core';
import type { RegistrationStatus } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';

const colours = {
  pending: 'yellow',
  accepted: 'teal',
  rejected: 'red',
  withdrawn: 'gray',
  expired: 'gray',
} as const satisfies Record<RegistrationStatus, string>;

type Props = { status: RegistrationStatus; size?: BadgeProps['size'] };

/** A request's or an invitation's status (pending, accepted, rejected, withdrawn, expired), in words and colour. */
export function RequestStatusBadge({ status, size = 'sm' }: Props) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={colours[status]} size={size} style={{ flexShrink: 0 }}>
      {t(`registrations.status.${status}`)}
    </Badge>
  );
}
