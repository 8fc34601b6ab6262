/**
 * The blog address the journeys' server is started with (BLOG_URL, playwright.config.ts's webServer env): the
 * site footer links to it. Shared here so a journey checks the same address the server was given.
 */
export const e2eBlogUrl = process.env.E2E_BLOG_URL ?? 'https://blog.matchday.example/';
