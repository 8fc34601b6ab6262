import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * What the router shows while the first page's code loads (React Router's `HydrateFallback`): every page is
 * code-split, so the first render of a deep link waits for its chunk.
 */
export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <Center h="60vh">
      <Loader role="status" aria-label={t('common.loading')} />
    </Center>
  );
}
