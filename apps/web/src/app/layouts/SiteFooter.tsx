import { Anchor, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { footerGroups } from '../../features/static/index.ts';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { dayOf } from '../../lib/zoned-time.ts';
import { useBlogUrl } from '../RuntimeConfigProvider.tsx';

/**
 * The public site's footer: every static page (spec §2), contact, the calendar, and the external blog when
 * the runtime configuration names one (`blogUrl`).
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const blogUrl = useBlogUrl();
  return (
    <Container size="lg" py="xl" component="footer">
      <nav aria-label={t('static.footer.label')}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
          {footerGroups.map((group, index) => (
            <Stack key={group.titleKey} gap={6}>
              <Title order={2} size="h6" c="gray.7" tt="uppercase">
                {t(group.titleKey)}
              </Title>
              <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Anchor component={Link} to={link.to} size="sm" c="dark.6">
                      {t(link.labelKey)}
                    </Anchor>
                  </li>
                ))}
                {/* The blog goes with the company column (the third). */}
                {index === 2 && blogUrl && (
                  <li>
                    <Anchor href={blogUrl} target="_blank" rel="noopener" size="sm" c="dark.6">
                      <Group component="span" gap={4} wrap="nowrap" display="inline-flex">
                        {t('static.footer.blog')}
                        <IconExternalLink size={14} aria-label={t('static.footer.blogHint')} />
                      </Group>
                    </Anchor>
                  </li>
                )}
              </Stack>
            </Stack>
          ))}
        </SimpleGrid>
      </nav>
      <Text size="sm" c="gray.7" mt="xl">
        {t('static.footer.copyright', { year: dayOf(Date.now(), timeZone).slice(0, 4) })}
      </Text>
    </Container>
  );
}
