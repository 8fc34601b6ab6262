import { useRuntimeConfig } from '../../app/RuntimeConfigProvider.tsx';
import { usePageOrigin } from '../../lib/page-origin.tsx';

/** The web-engine domain leagues' public sites live under (runtime config), and the scheme to link with. */
export function useWebEngineDomain(): { domain: string; protocol: string } {
  const config = useRuntimeConfig();
  const page = usePageOrigin();
  const domain = typeof config.webEngineDomain === 'string' ? config.webEngineDomain : page.host;
  return { domain, protocol: page.protocol };
}
