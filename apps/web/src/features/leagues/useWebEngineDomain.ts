import { useRuntimeConfig } from '../../app/RuntimeConfigProvider.tsx';
import { pageOrigin } from '../../lib/page-origin.ts';

/** The web-engine domain leagues' public sites live under (runtime config), and the scheme to link with. */
export function useWebEngineDomain(): { domain: string; protocol: string } {
  const config = useRuntimeConfig();
  const page = pageOrigin();
  const domain = typeof config.webEngineDomain === 'string' ? config.webEngineDomain : page.host;
  return { domain, protocol: page.protocol };
}
