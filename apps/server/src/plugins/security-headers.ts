import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import { MEDIA_EMBED_ORIGINS } from '@matchday/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

/**
 * Content-Security-Policy for the single-page app: our own scripts only; inline styles (Mantine injects
 * style tags); images from data:/blob:, the storage base and https: (a media id may be a full address,
 * spec §3). Third-party script and frame origins are added only when their provider is configured.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  return { ...policyDirectives(config), 'script-src': ["'self'", ...thirdPartyScripts(config)] };
}

/** A request's CSP nonce, made on first use: React's streamed page puts its late parts in place with it. */
function nonceOf(request: IncomingMessage & { cspNonce?: string }): string {
  request.cspNonce ??= randomBytes(16).toString('base64');
  return request.cspNonce;
}

/**
 * The nonce of a request's page (ADR 0026): the one the CSP's `script-src` names for this request. Only React's
 * own inline scripts of a streamed page carry it; everything else stays our files.
 */
export function cspNonceOf(request: FastifyRequest): string {
  return nonceOf(request.raw);
}

function thirdPartyScripts(config: Config): string[] {
  const { runtime } = config;
  const scripts: string[] = [];
  if (runtime.payments.provider === 'card') scripts.push('https://js.stripe.com');
  if (runtime.captchaSiteKey !== null) scripts.push('https://www.google.com', 'https://www.gstatic.com');
  return scripts;
}

function policyDirectives(config: Config): Record<string, string[]> {
  const { runtime } = config;
  const origins = (urls: string[]) =>
    urls.flatMap((url) => {
      try {
        return [new URL(url).origin];
      } catch {
        return []; // a path such as `/api` is covered by 'self'
      }
    });
  const apiOrigins = origins([runtime.standingsApiBase, runtime.securityApiBase, runtime.chatApiBase]);
  // Match videos and streams play in place (the match page's media); our own widgets preview in the Embed dialog.
  const frames: string[] = ["'self'", ...MEDIA_EMBED_ORIGINS];
  if (runtime.payments.provider === 'card') {
    frames.push('https://js.stripe.com', 'https://hooks.stripe.com');
  }
  if (runtime.captchaSiteKey !== null) {
    frames.push('https://www.google.com');
  }
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...origins([runtime.storageBaseUrl])],
    'media-src': ["'self'", 'blob:', 'https:', ...origins([runtime.storageBaseUrl])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...apiOrigins, ...apiOrigins.map((o) => o.replace(/^http/, 'ws'))],
    'frame-src': frames,
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  // Only over HTTPS: upgrading requests on http://localhost would break local use.
  if (config.publicUrl.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** Embeddable widgets (standings, fixtures, results): the only pages another site may put in a frame. */
export const WIDGET_PATH_PREFIX = '/widget/';

/** Whether a request's path is a widget's, which any site may frame. */
export function isWidgetPath(url: string): boolean {
  return (url.split('?')[0] ?? '').startsWith(WIDGET_PATH_PREFIX);
}

/** The CSP header's value of some directives, as helmet writes it. */
function toPolicyHeader(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/**
 * Security headers on every response (helmet), with the CSP above. Pages may be framed only by our own
 * pages (clickjacking), except the widgets, which organisers paste into their own sites: those get
 * `frame-ancestors *` and no X-Frame-Options.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app.deps;
  const directives = policyDirectives(config);
  const scripts = ["'self'", ...thirdPartyScripts(config)];
  const nonce = (request: IncomingMessage) => `'nonce-${nonceOf(request)}'`;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...directives, 'script-src': [...scripts, nonce] },
    },
    // League sites live on subdomains of the same site; they load each other's images.
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
  app.addHook('onSend', async (request, reply) => {
    if (!isWidgetPath(request.url)) return;
    reply.header(
      'content-security-policy',
      toPolicyHeader({
        ...directives,
        'script-src': [...scripts, nonce(request.raw)],
        'frame-ancestors': ['*'],
      }),
    );
    reply.removeHeader('x-frame-options');
  });
});
