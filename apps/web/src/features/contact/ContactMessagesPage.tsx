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
import type { ContactMessage } from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { IconRefresh } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { formatInstant } from '../../lib/zoned-time.ts';

const PAGE_SIZE = 20;

/** `/admin/contact-messages` (SystemAdmin): what people wrote through the contact form, newest first. */
export function ContactMessagesPage() {
  const { t } = useTranslation();
  usePageTitle(t('contact.admin.title'));
  const [pageIndex, setPageIndex] = useState(0);
  const messages = useQuery({
    queryKey: queryKeys.contactMessages(pageIndex, PAGE_SIZE),
    queryFn: ({ signal }) =>
      callApi(api.contact.listContactMessages, { query: { pageIndex, pageSize: PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const pages = messages.data ? Math.max(1, Math.ceil(messages.data.totalItems / PAGE_SIZE)) : 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('contact.admin.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('contact.admin.intro')}
          </Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          onClick={() => void messages.refetch()}
          loading={messages.isFetching}
        >
          {t('contact.admin.refresh')}
        </Button>
      </Group>
      {messages.isError && (
        <Alert color="red" role="alert">
          {t('contact.admin.failed')}
        </Alert>
      )}
      {messages.isPending && <Skeleton h={120} radius="md" />}
      {messages.data && messages.data.items.length === 0 && (
        <Text c="dimmed">{t('contact.admin.empty')}</Text>
      )}
      {messages.data && messages.data.items.length > 0 && (
        <>
          <Text size="sm" c="dimmed">
            {t('contact.admin.total', { count: messages.data.totalItems })}
          </Text>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {messages.data.items.map((message) => (
              <MessageItem key={message.id} message={message} />
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

function MessageItem({ message }: { message: ContactMessage }) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={message.subject}>
      <Group justify="space-between" gap="xs" mb={4} wrap="wrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {message.subject}
        </Text>
        <Text size="xs" c="dimmed">
          {formatInstant(message.createdAt, timeZone, 'YYYY-MM-DD HH:mm')}
        </Text>
      </Group>
      <Group gap="xs" mb="xs" wrap="wrap">
        <Text size="sm">{t('contact.admin.from', { name: message.name })}</Text>
        <Anchor
          size="sm"
          href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
          style={{ wordBreak: 'break-all' }}
        >
          {message.email}
        </Anchor>
        {message.userId && (
          <Badge variant="light" size="sm">
            {t('contact.admin.signedIn')}
          </Badge>
        )}
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.message}
      </Text>
    </Card>
  );
}
