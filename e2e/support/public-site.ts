/**
 * The blog address the journeys' server is started with (BLOG_URL, playwright.config.ts's webServer env): the
 * site footer links to it. Shared here so a journey checks the same address the server was given.
 */
export const e2eBlogUrl = process.env.E2E_BLOG_URL ?? 'https://blog.matchday.example/';

/**
 * The journeys' web-engine domain (without the port): league sites are `{subdomain}.matchday.localhost:{port}`
 * and the main site answers at `matchday.localhost:{port}` too, so the session cookie can be shared (issue 30).
 */
export const E2E_WEB_ENGINE_HOST = 'matchday.localhost';
