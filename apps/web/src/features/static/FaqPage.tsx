import { Accordion } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StaticPage } from './StaticPage.tsx';
import { sectionsOf } from './static-sections.ts';

/** `/faq`: the questions as an accordion (each question a button that opens its answer). */
export function FaqPage() {
  const { t } = useTranslation();
  return (
    <StaticPage page="faq">
      {/* `order` wraps each question's button in an h2, so the questions stay in the page's outline. */}
      <Accordion variant="separated" radius="md" multiple order={2}>
        {sectionsOf('faq').map(({ key }) => (
          <Accordion.Item key={key} value={key}>
            <Accordion.Control>{t(`static.faq.sections.${key}.title`)}</Accordion.Control>
            <Accordion.Panel>{t(`static.faq.sections.${key}.body`)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </StaticPage>
  );
}
