import { useRuntimeConfig } from '../../app/RuntimeConfigProvider.tsx';

/** The web-engine domain leagues' public sites live under (runtime config), and the scheme to link with. */
export function useWebEngineDomain(): { domain: string; protocol: string } {
  const config = useRuntimeConfig();
  const domain = typeof config.webEngineDomain === 'string' ? config.webEngineDomain : window.location.host;
  return { domain, protocol: window.location.protocol };
}
