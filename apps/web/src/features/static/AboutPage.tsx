import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SiteFigures } from '../home/index.ts';
import { StaticPage } from './StaticPage.tsx';
import { StaticSections } from './StaticSections.tsx';

/** `/about-us`: who we are and why, with the site's figures (`GET /stats`). */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <StaticPage page="aboutUs">
      <StaticSections page="aboutUs" />
      <Stack gap="sm" component="section" aria-labelledby="about-figures">
        <Title order={2} size="h3" id="about-figures">
          {t('static.aboutUs.figures')}
        </Title>
        <SiteFigures labelledBy="about-figures" />
      </Stack>
    </StaticPage>
  );
}
