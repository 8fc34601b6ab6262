import { Alert, Center, Container, Loader } from '@mantine/core';
import type { RuntimeConfig } from '@matchday/contracts';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http, setApiBases } from '../api/http.ts';
import { queryKeys } from '../api/query-keys.ts';
import { parseRuntimeConfig, readInlineRuntimeConfig } from './runtime-config.ts';

/**
 * Runtime configuration (API bases, storage base, maps key, payment keys, captcha site key) comes from
 * the server at start-up, not from the build, so one build serves every environment: inlined in the page the
 * server sent, else from `/runtime-config.json`. Loaded once; the app renders only when it is known.
 */

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function RuntimeConfigProvider({
  children,
  initial,
}: {
  children: ReactNode;
  /** The configuration when it is known before the first render (the server's render of a page). */
  initial?: RuntimeConfig;
}) {
  const { t } = useTranslation();
  const [inline] = useState(() => {
    const config = initial ?? readInlineRuntimeConfig();
    if (config) setApiBases(config);
    return config;
  });
  const query = useQuery({
    queryKey: queryKeys.runtimeConfig,
    queryFn: async () => {
      const config = parseRuntimeConfig(await http.get('/runtime-config.json'));
      setApiBases(config);
      return config;
    },
    initialData: inline,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 2,
  });
  if (query.isPending) {
    return (
      <Center h="100vh">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title={t('runtimeConfig.title')}>
          {query.error.message || t('runtimeConfig.body')}
        </Alert>
      </Container>
    );
  }
  return <RuntimeConfigContext.Provider value={query.data}>{children}</RuntimeConfigContext.Provider>;
}

/** The runtime configuration; only inside RuntimeConfigProvider. */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig must be used inside RuntimeConfigProvider');
  return config;
}

/**
 * How mail reaches people now (issue 30): `smtp`, `console` (development without SMTP) or `outbox` (nobody but
 * the SystemAdmin sees it). The server works it out at each request, since a SystemAdmin may set SMTP in the app
 * at any time: a page that promises a mail asks again when it opens, starting from what the page was loaded with.
 * `undefined` outside RuntimeConfigProvider.
 */
export function useMailDelivery(): RuntimeConfig['mailDelivery'] | undefined {
  const config = useContext(RuntimeConfigContext);
  const query = useQuery({
    queryKey: queryKeys.mailDelivery,
    queryFn: async () => parseRuntimeConfig(await http.get('/runtime-config.json')).mailDelivery,
    enabled: config !== null,
    ...(config ? { initialData: config.mailDelivery } : {}),
    staleTime: 0,
    retry: false,
  });
  return config ? query.data : undefined;
}

/**
 * The contact form's captcha: `recaptcha` with its site key when the server verifies reCAPTCHA, else the
 * built-in ALTCHA proof of work (also outside RuntimeConfigProvider).
 */
export function useCaptcha(): { kind: 'altcha' } | { kind: 'recaptcha'; siteKey: string } {
  const config = useContext(RuntimeConfigContext);
  return config?.captcha === 'recaptcha' && config.captchaSiteKey
    ? { kind: 'recaptcha', siteKey: config.captchaSiteKey }
    : { kind: 'altcha' };
}

/** The external blog's address, or `null` when none is configured (also outside RuntimeConfigProvider). */
export function useBlogUrl(): string | null {
  return useContext(RuntimeConfigContext)?.blogUrl ?? null;
}

/**
 * The web-engine domain league sites live under (`undefined` outside RuntimeConfigProvider): sign-in may return
 * to a page of one of them.
 */
export function useWebEngineDomain(): string | undefined {
  return useContext(RuntimeConfigContext)?.webEngineDomain;
}
