import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { OutboxMessage } from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { IconRefresh } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { toTextParts } from '../../lib/linkify.ts';
import { formatInstant } from '../../lib/zoned-time.ts';

const PAGE_SIZE = 20;

/** `/admin/outbox` (SystemAdmin): every mail and SMS sent, newest first, with clickable links. */
export function OutboxPage() {
  const { t } = useTranslation();
  usePageTitle(t('outbox.title'));
  const [pageIndex, setPageIndex] = useState(0);
  const outbox = useQuery({
    queryKey: queryKeys.outbox(pageIndex, PAGE_SIZE),
    queryFn: ({ signal }) =>
      callApi(api.outbox.listOutbox, { query: { pageIndex, pageSize: PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const pages = outbox.data ? Math.max(1, Math.ceil(outbox.data.totalItems / PAGE_SIZE)) : 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('outbox.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('outbox.intro')}
          </Text>
        </div>
        <Group gap="xs">
          <Button component={Link} to="/admin/outbox/mail" variant="light">
            {t('outbox.mailSettingsLink')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={() => void outbox.refetch()}
            loading={outbox.isFetching}
          >
            {t('outbox.refresh')}
          </Button>
        </Group>
      </Group>
      {outbox.isError && (
        <Alert color="red" role="alert">
          {t('outbox.failed')}
        </Alert>
      )}
      {outbox.isPending && <Skeleton h={120} radius="md" />}
      {outbox.data && outbox.data.items.length === 0 && <Text c="dimmed">{t('outbox.empty')}</Text>}
      {outbox.data && outbox.data.items.length > 0 && (
        <>
          <Text size="sm" c="dimmed">
            {t('outbox.total', { count: outbox.data.totalItems })}
          </Text>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {outbox.data.items.map((message) => (
              <OutboxItem key={message.id} message={message} />
            ))}
          </Stack>
          {pages > 1 && (
            <Group justify="center">
              <Pagination total={pages} value={pageIndex + 1} onChange={(page) => setPageIndex(page - 1)} />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

function OutboxItem({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={message.subject}>
      <Group justify="space-between" gap="xs" mb={4} wrap="wrap">
        <Group gap="xs">
          <Badge variant="light" color={message.channel === 'sms' ? 'grape' : 'blue'}>
            {t(`outbox.channel.${message.channel}`)}
          </Badge>
          <Text fw={600}>{message.subject}</Text>
        </Group>
        <Text size="xs" c="dimmed">
          {formatInstant(message.createdAt, timeZone, 'YYYY-MM-DD HH:mm:ss')}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" mb="xs" style={{ wordBreak: 'break-all' }}>
        {t('outbox.to', { to: message.to })}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {toTextParts(message.body).map((part, index) =>
          part.kind === 'link' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text, never reordered
            <Anchor key={index} href={part.href}>
              {part.href}
            </Anchor>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text, never reordered
            <span key={index}>{part.text}</span>
          ),
        )}
      </Text>
    </Card>
  );
}
