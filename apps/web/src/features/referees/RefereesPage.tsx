import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconUserShield } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminListPage } from '../../components/AdminListPage.tsx';
import { LeagueLogo } from '../../components/LeagueLogo.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useReferees } from './api.ts';

const PAGE_SIZE = 24;

/** `/admin/referees`: the officials who run the matches, searched by name. */
export function RefereesPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const [pageIndex, setPageIndex] = useState(0);
  const referees = useReferees({ keyword: debounced, pageIndex, pageSize: PAGE_SIZE });
  usePageTitle(t('referees.list.title'));

  return (
    <AdminListPage
      title={t('referees.list.title')}
      create={{ to: '/admin/referees/create', label: t('referees.list.create') }}
      searchLabel={t('referees.list.search')}
      search={keyword}
      onSearchChange={setKeyword}
      keyword={debounced}
      query={referees}
      pageIndex={pageIndex}
      pageSize={PAGE_SIZE}
      onPageChange={setPageIndex}
      empty={{
        icon: <IconUserShield size={40} stroke={1.5} />,
        text: t('referees.list.empty'),
        action: (
          <Button component={Link} to="/admin/referees/create" leftSection={<IconPlus size={16} />}>
            {t('referees.list.create')}
          </Button>
        ),
      }}
      noMatch={t('referees.list.noMatch', { keyword: debounced })}
      columns={{ base: 1, sm: 2, md: 3 }}
      renderItem={(referee) => (
        <Group wrap="nowrap">
          <LeagueLogo logo={referee.photo} name={referee.name} />
          <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
            <Anchor
              component={Link}
              to={`/admin/referees/details/${referee.id}`}
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {referee.name}
            </Anchor>
            {referee.grade && (
              <Text size="xs" c="dimmed" truncate>
                {referee.grade}
              </Text>
            )}
          </Stack>
        </Group>
      )}
    />
  );
}
