import { RUNTIME_CONFIG_ELEMENT_ID } from '@matchday/contracts';
import { toMediaUrl } from '@matchday/domain';

/**
 * What a public page's link preview shows (Open Graph and Twitter tags) and its schema.org data. The modules
 * say what a page is about (app.ts hands their answer to the web plugin, which never imports a module); this
 * file turns it into HTML, escaping every value.
 */
export interface PageMeta {
  title: string;
  description: string | null;
  /** A media id (`images/<uuid>.webp`) or an absolute address; `null`: the site's default image. */
  image: string | null;
  /** A wide picture (a banner) rather than a square logo or photo: Twitter's large card. */
  wideImage?: boolean;
  /** Open Graph type: `website`, `profile`, `article`… */
  type: string;
  /** schema.org data of the page (JSON-LD); the plugin adds `url` (and `image` when there is one). */
  structuredData?: Record<string, unknown> | null;
}

/** A page load the web plugin asks meta for: on the main site, or on a league's own site. */
export type PageRequest =
  | { site: 'main'; path: string }
  | { site: 'league'; subdomain: string; path: string };

/**
 * The modules' answer for one page. `null`: not a page with meta of its own (the built index.html is sent as
 * it is; on a league site, the "does not exist" page). Otherwise `key` names the subject (pages about the same
 * thing share one cache entry, so made-up paths cannot flood the cache), `tags` what the meta shows
 * (read-cache tags, so events drop it), and `resolve` reads it: `null` from `resolve` is "nothing there" — on
 * a league site the "does not exist" page, on the main site the built index.html (the app says "not found").
 */
export type PageMetaLookup = {
  key: string;
  tags: string[];
  resolve: () => Promise<PageMeta | null>;
} | null;

export type PageMetaResolver = (page: PageRequest) => PageMetaLookup;

/** Escapes text for HTML content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** JSON inside `<script type="application/ld+json">`: no `</script>` or `<!--` can close or open anything. */
export function toScriptJson(value: unknown): string {
  return escapeScriptJson(JSON.stringify(value));
}

const SCRIPT_UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON text made safe inside a `<script>` element, in one pass (a page's reads are hundreds of kilobytes). */
export function escapeScriptJson(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_UNSAFE[char] ?? char);
}

export interface PageUrls {
  /** The page's canonical address (no query). */
  canonical: string;
  /** The main site's address (PUBLIC_URL): images and the default image are absolute against it. */
  publicUrl: string;
  /** Base of stored files (runtime config `storageBaseUrl`). */
  storageBase: string;
}

/** The default link-preview picture, in apps/web/public. */
export const DEFAULT_IMAGE_PATH = '/og-image.png';

/** An absolute address of a media id, or of the default image. */
export function toAbsoluteImage(image: string | null, urls: PageUrls): string {
  const relative = image ? toMediaUrl(image, urls.storageBase) : DEFAULT_IMAGE_PATH;
  try {
    return new URL(relative, `${urls.publicUrl}/`).toString();
  } catch {
    return `${urls.publicUrl}${DEFAULT_IMAGE_PATH}`;
  }
}

/**
 * index.html with the runtime configuration inlined (what `GET /runtime-config.json` answers), as a JSON data
 * block the app reads at start: a phone on a slow network saves a round trip before the first page can render
 * (issue 13). A data block is never executed, so the Content-Security-Policy's `script-src` does not apply.
 */
export function withRuntimeConfig(template: string, runtime: unknown): string {
  const block = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${toScriptJson(runtime)}</script>`;
  return template.replace(/\s*<\/head>/i, () => `\n    ${block}\n  </head>`);
}

/**
 * index.html without the main site's brand in its boot shell (apps/web/index.html marks it), for a league's own
 * site: its first paint should not say "Matchday" where the league's name is about to appear.
 */
export function withoutBootBrand(template: string): string {
  return template.replace(/<!--boot-brand-->[\s\S]*?<!--\/boot-brand-->/, '');
}

/** index.html with the page's title, description, Open Graph and Twitter tags, canonical link and JSON-LD. */
export function renderPageHtml(template: string, meta: PageMeta, urls: PageUrls): string {
  const image = toAbsoluteImage(meta.image, urls);
  const large = meta.image === null || meta.wideImage === true;
  const description = meta.description?.trim() || meta.title;
  const tag = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const lines = [
    `<link rel="canonical" href="${escapeHtml(urls.canonical)}" />`,
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', description),
    tag('property', 'og:image', image),
    tag('property', 'og:url', urls.canonical),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:site_name', 'Matchday'),
    tag('name', 'twitter:card', large ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', description),
    tag('name', 'twitter:image', image),
  ];
  if (meta.structuredData) {
    const data = { ...meta.structuredData, url: urls.canonical, ...(meta.image ? { image } : {}) };
    lines.push(`<script type="application/ld+json">${toScriptJson(data)}</script>`);
  }
  const head = lines.map((line) => `    ${line}`).join('\n');
  const titled = template
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/i,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    );
  // A function replacement: `$&` or `$1` in a league's name must stay literal text.
  return titled.replace(/\s*<\/head>/i, () => `\n${head}\n  </head>`);
}

/** The friendly page of a league site that does not exist (an unknown subdomain, a foreign competition). */
export function renderUnknownSiteHtml(host: string, publicUrl: string): string {
  const main = escapeHtml(publicUrl);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>This league site does not exist · Matchday</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f8f9fa;
        font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #212529; }
      main { max-width: 32rem; padding: 2rem; text-align: center; }
      h1 { font-size: 1.6rem; margin: 0 0 .75rem; }
      p { color: #495057; line-height: 1.5; }
      a.button { display: inline-block; margin-top: 1rem; padding: .6rem 1.2rem; border-radius: .5rem;
        background: #228be6; color: #fff; text-decoration: none; font-weight: 600; }
      a.button:focus-visible { outline: 3px solid #1c7ed6; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <h1>This league site does not exist</h1>
      <p>There is no league at <strong>${escapeHtml(host)}</strong>, or the page you followed is not part of it.
        The address may be mistyped, or the league may have moved to another address.</p>
      <a class="button" href="${main}/competitions">Find leagues and competitions on Matchday</a>
    </main>
  </body>
</html>
`;
}
