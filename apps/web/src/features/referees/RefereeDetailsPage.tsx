import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { RefereeContact } from '@matchday/contracts';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LeagueLogo } from '../../components/LeagueLogo.tsx';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { AssignedFixtures } from '../venues/index.ts';
import { useDeleteReferee, useReferee, useRefereeFixtures } from './api.ts';

const FIXTURES_PAGE_SIZE = 20;

/**
 * `/admin/referees/details/{id}`: photo, name and grade, the private contact (only when the server shares it:
 * with whoever may edit the referee, its owner and SystemAdmin; `contact: null` for everyone else, the organisers
 * of their matches included), their matches with the role held, edit and delete.
 */
export function RefereeDetailsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const referee = useReferee(id);
  const [pageIndex, setPageIndex] = useState(0);
  const fixtures = useRefereeFixtures(id, { pageIndex, pageSize: FIXTURES_PAGE_SIZE });
  const remove = useDeleteReferee();
  usePageTitle(referee.data?.name);
  if (referee.isPending) return <Skeleton h={200} />;
  if (referee.isError) return <Alert color="red">{t('referees.errors.notFound')}</Alert>;
  const r = referee.data;

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('referees.details.deleteTitle'),
      children: <Text size="sm">{t('referees.details.deleteBody', { name: r.name })}</Text>,
      labels: { confirm: t('referees.details.deleteConfirm'), cancel: t('referees.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(r.id, {
          onSuccess: () => {
            notifySuccess(t('referees.details.deleted'));
            void navigate('/admin/referees');
          },
          // The server takes the referee off their matches and deletes them (issue 29, item 5); no 409 to show.
          onError: notifyFailure,
        }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Group wrap="nowrap" style={{ minWidth: 0 }}>
          <LeagueLogo logo={r.photo} name={r.name} size={64} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {r.name}
            </Title>
            {r.grade && (
              <Group gap="xs">
                <Badge variant="light" tt="none">
                  {r.grade}
                </Badge>
              </Group>
            )}
          </Stack>
        </Group>
        {r.canEdit && (
          <Group gap="xs">
            <Button
              component={Link}
              to={`/admin/referees/edit/${r.id}`}
              variant="default"
              leftSection={<IconEdit size={16} />}
            >
              {t('referees.details.edit')}
            </Button>
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={confirmDelete}>
              {t('referees.details.delete')}
            </Button>
          </Group>
        )}
      </Group>
      {r.contact && <ContactCard contact={r.contact} />}
      <Stack gap="xs" component="section" aria-labelledby="referee-fixtures">
        <Title order={2} size="h4" id="referee-fixtures">
          {t('referees.fixtures.title')}
        </Title>
        <AssignedFixtures
          query={fixtures}
          pageIndex={pageIndex}
          pageSize={FIXTURES_PAGE_SIZE}
          onPageChange={setPageIndex}
          matchPath={(fixtureId) => `/admin/match-center/edit-match/${fixtureId}`}
          empty={t('referees.fixtures.none')}
          label={t('referees.fixtures.title')}
          role={(f) =>
            f.role && (
              <Badge variant="outline" color="grape" tt="none">
                {t(`referees.role.${f.role}`)}
              </Badge>
            )
          }
        />
      </Stack>
    </Stack>
  );
}

/** The referee's email and phone: private, so the page says who sees them. */
function ContactCard({ contact }: { contact: RefereeContact }) {
  const { t } = useTranslation();
  const none = t('referees.details.none');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="referee-contact">
      <Stack gap="xs">
        <Group gap="xs" justify="space-between">
          <Title order={2} size="h4" id="referee-contact">
            {t('referees.details.contact')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('referees.details.contactPrivate')}
          </Text>
        </Group>
        <Group gap="xl">
          <div>
            <Text size="xs" c="dimmed">
              {t('referees.details.email')}
            </Text>
            {contact.email ? (
              <Anchor href={`mailto:${contact.email}`} size="sm">
                {contact.email}
              </Anchor>
            ) : (
              <Text size="sm">{none}</Text>
            )}
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('referees.details.phone')}
            </Text>
            {contact.phone ? (
              <Anchor href={`tel:${contact.phone}`} size="sm">
                {contact.phone}
              </Anchor>
            ) : (
              <Text size="sm">{none}</Text>
            )}
          </div>
        </Group>
      </Stack>
    </Card>
  );
}
