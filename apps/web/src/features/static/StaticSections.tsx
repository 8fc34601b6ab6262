import { Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type StaticPageKey, staticPages } from './static-pages.ts';
import { sectionsOf } from './static-sections.ts';

/**
 * A static page's sections from the catalogue (`static.<page>.sections`): each a second-level heading, a
 * paragraph and optional bullet points; as a grid of cards or one after the other (`static-pages.ts`).
 */
export function StaticSections({ page }: { page: StaticPageKey }) {
  const { t } = useTranslation();
  const layout = staticPages.find((p) => p.key === page)?.layout ?? 'prose';
  const sections = sectionsOf(page).map(({ key, items }) => {
    const base = `static.${page}.sections.${key}`;
    return (
      <Stack key={key} gap="xs" component="section" aria-labelledby={`section-${key}`}>
        <Title order={2} size="h3" id={`section-${key}`}>
          {t(`${base}.title`)}
        </Title>
        <Text>{t(`${base}.body`)}</Text>
        {items.length > 0 && (
          <List spacing="xs">
            {items.map((item) => (
              <List.Item key={item}>{t(`${base}.items.${item}`)}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    );
  });
  if (layout === 'cards') {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {sections.map((section) => (
          <Card key={section.key} withBorder radius="md" padding="lg">
            {section}
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  return <Stack gap="lg">{sections}</Stack>;
}
