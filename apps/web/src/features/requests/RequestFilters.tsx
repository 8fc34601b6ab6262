import { Group, SegmentedControl, Select } from '@mantine/core';
import type { RegistrationStatus, RequestDirection } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';

type Props = {
  direction: RequestDirection;
  status: RegistrationStatus | undefined;
  /** The statuses this kind of item can have (only invitations expire). */
  statuses: readonly RegistrationStatus[];
  onDirection: (value: RequestDirection) => void;
  onStatus: (value: RegistrationStatus | undefined) => void;
};

const ALL = 'all';

/** Received | Sent, and a status (or all of them): the filters above every request list. */
export function RequestFilters({ direction, status, statuses, onDirection, onStatus }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label={t('requests.filters.direction')}
        value={direction}
        onChange={(value) => onDirection(value === 'sent' ? 'sent' : 'received')}
        data={[
          { value: 'received', label: t('requests.filters.received') },
          { value: 'sent', label: t('requests.filters.sent') },
        ]}
      />
      <Select
        aria-label={t('requests.filters.status')}
        value={status ?? ALL}
        onChange={(value) => onStatus(statuses.find((s) => s === value))}
        data={[
          { value: ALL, label: t('requests.filters.allStatuses') },
          ...statuses.map((s) => ({ value: s, label: t(`registrations.status.${s}`) })),
        ]}
        allowDeselect={false}
        w={180}
      />
    </Group>
  );
}
