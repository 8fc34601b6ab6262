import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingStadium, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminListPage } from '../../components/AdminListPage.tsx';
import { LeagueLogo } from '../../components/LeagueLogo.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useVenues } from './api.ts';

const PAGE_SIZE = 24;

/** `/admin/venues`: the grounds and halls matches are played at, searched by name or city. */
export function VenuesPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const [pageIndex, setPageIndex] = useState(0);
  const venues = useVenues({ keyword: debounced, pageIndex, pageSize: PAGE_SIZE });
  usePageTitle(t('venues.list.title'));

  return (
    <AdminListPage
      title={t('venues.list.title')}
      create={{ to: '/admin/venues/create', label: t('venues.list.create') }}
      searchLabel={t('venues.list.search')}
      search={keyword}
      onSearchChange={setKeyword}
      keyword={debounced}
      query={venues}
      pageIndex={pageIndex}
      pageSize={PAGE_SIZE}
      onPageChange={setPageIndex}
      empty={{
        icon: <IconBuildingStadium size={40} stroke={1.5} />,
        text: t('venues.list.empty'),
        action: (
          <Button component={Link} to="/admin/venues/create" leftSection={<IconPlus size={16} />}>
            {t('venues.list.create')}
          </Button>
        ),
      }}
      noMatch={t('venues.list.noMatch', { keyword: debounced })}
      columns={{ base: 1, sm: 2, md: 3 }}
      renderItem={(venue) => (
        <Group wrap="nowrap">
          <LeagueLogo logo={venue.photo} name={venue.name} />
          <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
            <Anchor
              component={Link}
              to={`/admin/venues/details/${venue.id}`}
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {venue.name}
            </Anchor>
            {(venue.city || venue.country) && (
              <Text size="xs" c="dimmed" truncate>
                {[venue.city, venue.country].filter(Boolean).join(', ')}
              </Text>
            )}
          </Stack>
        </Group>
      )}
    />
  );
}
