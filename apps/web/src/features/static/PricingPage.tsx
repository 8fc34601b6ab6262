import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StaticPage } from './StaticPage.tsx';
import { StaticSections } from './StaticSections.tsx';
import { staticEn } from './static.en.ts';

type Plan = keyof typeof staticEn.pricing.plans;

const plans: Plan[] = ['free', 'basic', 'premium'];

/**
 * `/pricing`: the free plan and the two paid plans (spec §1: basic and premium, monthly or yearly). Checkout
 * arrives with the payments issue; until then the page says so and sends people to the contact page, rather
 * than showing a checkout that cannot take money.
 */
export function PricingPage() {
  const { t } = useTranslation();
  return (
    <StaticPage page="pricing">
      <Alert color="yellow" icon={<IconInfoCircle />} title={t('static.pricing.checkoutTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('static.pricing.checkoutBody')}</Text>
          <Button component={Link} to="/contact-us" size="xs" variant="white" color="dark">
            {t('static.pricing.checkoutAction')}
          </Button>
        </Stack>
      </Alert>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {plans.map((plan) => (
          <Card
            key={plan}
            withBorder
            radius="md"
            padding="lg"
            component="section"
            aria-labelledby={`plan-${plan}`}
          >
            <Stack gap="sm">
              <Group justify="space-between" align="baseline">
                <Title order={2} size="h3" id={`plan-${plan}`}>
                  {t(`static.pricing.plans.${plan}.name`)}
                </Title>
                <Badge variant="light" color={plan === 'free' ? 'teal' : 'gray'}>
                  {t(plan === 'free' ? 'static.pricing.current' : 'static.pricing.soon')}
                </Badge>
              </Group>
              <Text c="dimmed">{t(`static.pricing.plans.${plan}.summary`)}</Text>
              <Text fw={700} fz="xl">
                {t(plan === 'free' ? 'static.pricing.freePrice' : 'static.pricing.paidPrice')}
              </Text>
              {plan !== 'free' && (
                <Text size="sm" c="dimmed">
                  {t('static.pricing.billing')}
                </Text>
              )}
              <List
                spacing="xs"
                icon={
                  <ThemeIcon size={20} radius="xl" variant="light">
                    <IconCheck size={14} />
                  </ThemeIcon>
                }
              >
                {Object.keys(staticEn.pricing.plans[plan].features).map((feature) => (
                  <List.Item key={feature}>{t(`static.pricing.plans.${plan}.features.${feature}`)}</List.Item>
                ))}
              </List>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <StaticSections page="pricing" />
    </StaticPage>
  );
}
