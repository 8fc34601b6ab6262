import { Alert, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBallFootball, IconDeviceGamepad2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSportTypes } from './sport-types.ts';

/** The sports of the installation (GET /api/sport-types); esports are marked. */
export function SportList() {
  const { t } = useTranslation();
  const sports = useSportTypes();
  if (sports.isPending) {
    return (
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
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
    <SimpleGrid
      cols={{ base: 2, sm: 3, md: 4 }}
      spacing="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {sports.data.map((sport) => (
        <Card
          key={sport.id}
          component="li"
          withBorder
          radius="md"
          padding="sm"
          aria-label={sport.displayName}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" color={sport.isESport ? 'grape' : 'teal'} size={32} radius="md">
              {sport.isESport ? <IconDeviceGamepad2 size={20} /> : <IconBallFootball size={20} />}
            </ThemeIcon>
            <Stack gap={2} miw={0}>
              <Text fw={600} size="sm" lh={1.3}>
                {sport.displayName}
              </Text>
              {sport.isESport && (
                <Badge color="grape" variant="light" size="xs">
                  {t('home.sports.esport')}
                </Badge>
              )}
            </Stack>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
