import { Alert, Badge, Card, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconBallFootball, IconDeviceGamepad2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSportTypes } from './sport-types.ts';

/** The sports of the installation (GET /api/sport-types); esports are marked. */
export function SportList() {
  const { t } = useTranslation();
  const sports = useSportTypes();
  if (sports.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} h={64} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (sports.isError) {
    return (
      <Alert color="red" role="alert">
        {t('home.sports.failed')}
      </Alert>
    );
  }
  if (sports.data.length === 0) return <Text c="dimmed">{t('home.sports.empty')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {sports.data.map((sport) => (
        <Card
          key={sport.id}
          component="li"
          withBorder
          radius="md"
          padding="md"
          aria-label={sport.displayName}
        >
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              {sport.isESport ? <IconDeviceGamepad2 size={22} /> : <IconBallFootball size={22} />}
              <Text fw={600}>{sport.displayName}</Text>
            </Group>
            {sport.isESport && (
              <Badge color="grape" variant="light">
                {t('home.sports.esport')}
              </Badge>
            )}
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
