import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  Pagination,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { REGISTRATION_STATUSES, type RegistrationStatus, type TeamRequest } from '@matchday/contracts';
import { IconCash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LeagueLogo } from '../../components/LeagueLogo.tsx';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { formatMoney } from '../../lib/money.ts';
import { formatDay } from '../../lib/relative-time.ts';
import { useDecideTeamRequest, useMarkPaidRequests, useTeamRequests } from './api.ts';
import { RequestActions } from './RequestActions.tsx';
import { RequestStatusBadge } from './RequestStatusBadge.tsx';

const TEAM_REQUESTS_PAGE_SIZE = 20;

type PaidFilter = 'all' | 'paid' | 'unpaid';

/** Only a pending or accepted request that is not paid yet can be marked paid (the server's rule). */
function isPayable(request: TeamRequest): boolean {
  return !request.paid && (request.status === 'pending' || request.status === 'accepted');
}

type Props = { champId: string; teamPath: (teamId: string) => string };

/**
 * The requests teams sent to enter this competition (received by its organisers): filtered by status and
 * payment, a page at a time; accept or reject each; select unpaid ones and mark them paid together.
 */
export function TeamRequestsPanel({ champId, teamPath }: Props) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<RegistrationStatus | null>(null);
  const [paid, setPaid] = useState<PaidFilter>('all');
  const [pageIndex, setPageIndex] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [markingPaid, setMarkingPaid] = useState(false);
  const requests = useTeamRequests({
    champId,
    direction: 'received',
    status: status ?? undefined,
    paid: paid === 'all' ? undefined : paid === 'paid',
    pageIndex,
    pageSize: TEAM_REQUESTS_PAGE_SIZE,
  });
  const markPaid = useMarkPaidRequests();
  const filtered = status !== null || paid !== 'all';
  const items = requests.data?.items ?? [];
  const payable = items.filter(isPayable);
  const pages = Math.ceil((requests.data?.totalItems ?? 0) / TEAM_REQUESTS_PAGE_SIZE);

  const changeFilter = (apply: () => void) => {
    apply();
    setPageIndex(0);
    setSelected(new Set());
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allSelected = payable.length > 0 && payable.every((r) => selected.has(r.id));

  const confirmMarkPaid = (reference: string | undefined) => {
    // Paid ones are never selectable, but a page refresh may have paid one since it was ticked.
    const requestIds = [...selected].filter((id) => {
      const item = items.find((r) => r.id === id);
      return item === undefined || isPayable(item);
    });
    if (requestIds.length === 0) return;
    markPaid.mutate(
      { requestIds, ...(reference ? { reference } : {}) },
      {
        onSuccess: (result) => {
          notifySuccess(t('registrations.markPaid.done', { count: result.items.length }));
          setSelected(new Set());
          setMarkingPaid(false);
        },
        onError: notifyFailure,
      },
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="team-requests">
      <Title order={2} size="h4" id="team-requests">
        {t('registrations.requests.title')}
      </Title>
      <Group gap="sm" align="flex-end">
        <Select
          label={t('registrations.requests.filterStatus')}
          placeholder={t('registrations.requests.all')}
          data={REGISTRATION_STATUSES.filter((s) => s !== 'expired').map((s) => ({
            value: s,
            label: t(`registrations.status.${s}`),
          }))}
          value={status}
          onChange={(value) => changeFilter(() => setStatus(value as RegistrationStatus | null))}
          clearable
          w={170}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="team-requests-paid">
            {t('registrations.requests.filterPaid')}
          </Text>
          <SegmentedControl
            aria-labelledby="team-requests-paid"
            value={paid}
            onChange={(value) => changeFilter(() => setPaid(value as PaidFilter))}
            data={[
              { value: 'all', label: t('registrations.requests.all') },
              { value: 'paid', label: t('registrations.requests.paid') },
              { value: 'unpaid', label: t('registrations.requests.unpaid') },
            ]}
          />
        </Stack>
      </Group>
      {requests.isPending && <Skeleton h={120} />}
      {requests.isError && <Alert color="red">{requests.error.message}</Alert>}
      {requests.data && items.length === 0 && (
        <Text c="dimmed" size="sm">
          {filtered ? t('registrations.requests.noMatch') : t('registrations.requests.empty')}
        </Text>
      )}
      {items.length > 0 && (
        <>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Checkbox
              label={t('registrations.requests.selectAll')}
              checked={allSelected}
              indeterminate={!allSelected && payable.some((r) => selected.has(r.id))}
              disabled={payable.length === 0}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                setSelected(new Set(on ? payable.map((r) => r.id) : []));
              }}
            />
            <Group gap="sm">
              {selected.size > 0 && (
                <Text size="sm" c="dimmed">
                  {t('registrations.requests.selected', { count: selected.size })}
                </Text>
              )}
              <Button
                leftSection={<IconCash size={16} />}
                disabled={selected.size === 0}
                onClick={() => setMarkingPaid(true)}
              >
                {t('registrations.requests.markPaid')}
              </Button>
            </Group>
          </Group>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((request) => (
              <TeamRequestRow
                key={request.id}
                request={request}
                teamPath={teamPath}
                selected={selected.has(request.id)}
                onSelect={(on) => toggle(request.id, on)}
              />
            ))}
          </Stack>
        </>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={pageIndex + 1}
            onChange={(page) => {
              setPageIndex(page - 1);
              setSelected(new Set());
            }}
          />
        </Group>
      )}
      <MarkPaidModal
        count={selected.size}
        opened={markingPaid}
        loading={markPaid.isPending}
        onClose={() => setMarkingPaid(false)}
        onConfirm={confirmMarkPaid}
      />
    </Stack>
  );
}

function TeamRequestRow({
  request: r,
  teamPath,
  selected,
  onSelect,
}: {
  request: TeamRequest;
  teamPath: (teamId: string) => string;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const decide = useDecideTeamRequest();
  const payable = isPayable(r);
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      {/* Two rows at every width: who and when, then status, fee, payment and the decision. */}
      <Stack gap={8}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Checkbox
            mt={6}
            aria-label={t('registrations.requests.select', { team: r.teamName })}
            title={r.paid ? t('registrations.requests.alreadyPaid') : undefined}
            checked={selected}
            disabled={!payable}
            onChange={(event) => onSelect(event.currentTarget.checked)}
          />
          <LeagueLogo logo={r.teamLogo} name={r.teamName} size={32} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor
              component={Link}
              to={teamPath(r.teamId)}
              fw={600}
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              {r.teamName}
            </Anchor>
            <Text size="xs" c="dimmed">
              {[r.senderName ?? r.teamOwnerName, formatDay(r.createdAt, timeZone)]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {r.reason && (
              <Text size="xs" c="dimmed" fs="italic">
                {r.reason}
              </Text>
            )}
          </Stack>
        </Group>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <RequestStatusBadge status={r.status} />
            <Text size="sm" fw={500}>
              {r.entryFee ? formatMoney(r.entryFee) : t('registrations.requests.noFee')}
            </Text>
            {r.entryFee && <PaidBadge request={r} />}
          </Group>
          <RequestActions
            canDecide={r.canDecide}
            canWithdraw={r.canWithdraw}
            decide={(body) => decide.mutateAsync({ id: r.id, body })}
          />
        </Group>
      </Stack>
    </Card>
  );
}

function PaidBadge({ request: r }: { request: TeamRequest }) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  if (!r.paid)
    return (
      <Badge variant="outline" color="orange" size="sm">
        {t('registrations.requests.unpaid')}
      </Badge>
    );
  const details = [
    r.paidAt ? t('registrations.requests.paidOn', { date: formatDay(r.paidAt, timeZone) }) : null,
    r.paymentReference ? t('registrations.requests.reference', { reference: r.paymentReference }) : null,
  ].filter(Boolean);
  return (
    <Group gap={4} wrap="wrap">
      <Badge variant="filled" color="teal" size="sm">
        {t('registrations.requests.paid')}
      </Badge>
      {details.length > 0 && (
        <Text size="xs" c="dimmed">
          {details.join(' · ')}
        </Text>
      )}
    </Group>
  );
}

function MarkPaidModal({
  count,
  opened,
  loading,
  onClose,
  onConfirm,
}: {
  count: number;
  opened: boolean;
  loading: boolean;
  onClose: () => void;
  onConfirm: (reference: string | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('registrations.markPaid.title', { count })} size="sm">
      <MarkPaidForm loading={loading} onClose={onClose} onConfirm={onConfirm} />
    </Modal>
  );
}

/** Inside the modal's content, which Mantine unmounts on close: the next opening starts with no reference. */
function MarkPaidForm({
  loading,
  onClose,
  onConfirm,
}: {
  loading: boolean;
  onClose: () => void;
  onConfirm: (reference: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const [reference, setReference] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(reference.trim() || undefined);
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm">{t('registrations.markPaid.body')}</Text>
        <TextInput
          label={t('registrations.markPaid.reference')}
          placeholder={t('registrations.markPaid.referencePlaceholder')}
          value={reference}
          onChange={(event) => setReference(event.currentTarget.value)}
          maxLength={200}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('registrations.cancel')}
          </Button>
          <Button type="submit" loading={loading}>
            {t('registrations.markPaid.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
