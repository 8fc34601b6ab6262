import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HubProvider } from '../../app/HubProvider.tsx';
import { RuntimeConfigProvider } from '../../app/RuntimeConfigProvider.tsx';
import { createRoutes } from '../../app/router.tsx';
import { theme } from '../../app/theme.ts';
import { en } from '../../i18n/en.ts';
import { FakeSocket } from '../../test/fake-hub-socket.ts';
import { mockServer } from '../../test/render.tsx';
import { testRuntimeConfig } from '../../test/runtime-config.ts';
import { staticPages } from './static-pages.ts';

// The pages' chunks load once, here, rather than within the first test's wait for its heading.
beforeAll(() =>
  Promise.all([import('./StaticPageRoute.tsx'), import('./PricingPage.tsx'), import('./DonatePage.tsx')]),
);
afterEach(() => vi.unstubAllGlobals());

const runtimeConfig = testRuntimeConfig;

const stats = {
  leagues: 12,
  competitions: 34,
  matchesPlayed: 5678,
  goals: 14321,
  teams: 210,
  players: 3100,
  users: 420,
};

/** The whole app's routes at `path`, as an anonymous visitor, with the runtime configuration given. */
function renderApp(path: string, config: Record<string, unknown> = runtimeConfig) {
  mockServer({
    'GET /runtime-config.json': { body: config },
    'GET /security/v1/auth/get-session': { body: null },
    'GET /api/stats': { body: stats },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(createRoutes({ queryClient, timeZone: 'UTC', isPhone: () => false }), {
    initialEntries: [path],
  });
  return render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RuntimeConfigProvider>
          <HubProvider openSocket={() => new FakeSocket()}>
            <RouterProvider router={router} />
          </HubProvider>
        </RuntimeConfigProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the static pages', () => {
  it.each(staticPages.map((page) => [`/${page.path}`, en.static[page.key].title] as const))(
    '%s shows its heading, sets the tab title and ends with a call to action',
    async (path, title) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(document.title).toBe(`${title} · Matchday`);
      const cta = screen.getByRole('complementary', { name: 'Ready for your next match day?' });
      expect(within(cta).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
      expect(within(cta).getByRole('link', { name: 'Create your league' })).toHaveAttribute(
        'href',
        '/register?returnUrl=%2Fadmin%2Fleagues%2Fcreate',
      );
    },
  );

  it('shows the site figures on the about page', async () => {
    renderApp('/about-us');
    const figures = await screen.findByRole('region', { name: 'Matchday in numbers' });
    expect(await within(figures).findByText('5,678')).toBeInTheDocument();
    expect(within(figures).getByText('Matches played')).toBeInTheDocument();
  });

  it('lists the three plans on the pricing page, the paid ones with a way to choose them', async () => {
    renderApp('/pricing');
    for (const plan of ['Free', 'Basic', 'Premium']) {
      expect(await screen.findByRole('heading', { level: 2, name: plan })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Choose Basic' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose Premium' })).toBeInTheDocument();
  });

  it('offers donation amounts on the donate page', async () => {
    renderApp('/donate');
    const form = await screen.findByRole('region', { name: 'Make a donation' });
    expect(within(form).getByRole('button', { name: 'Donate €25.00' })).toBeInTheDocument();
  });

  it('shows the FAQ as questions that open their answers', async () => {
    renderApp('/faq');
    const question = await screen.findByRole('button', { name: 'Do fans need an account?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    question.click();
    await vi.waitFor(() => expect(question).toHaveAttribute('aria-expanded', 'true'));
  });
});

describe('the site footer', () => {
  it('links every static page, contact and the calendar', async () => {
    renderApp('/about-us');
    const footer = await screen.findByRole('navigation', { name: 'Site' });
    for (const page of staticPages) {
      expect(within(footer).getByRole('link', { name: en.static[page.key].nav })).toHaveAttribute(
        'href',
        `/${page.path}`,
      );
    }
    expect(within(footer).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
    expect(within(footer).getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/calendar');
  });

  it('shows the blog only when the runtime configuration names one', async () => {
    const { unmount } = renderApp('/faq');
    const footer = await screen.findByRole('navigation', { name: 'Site' });
    expect(within(footer).queryByRole('link', { name: /Blog/ })).not.toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();

    renderApp('/faq', { ...runtimeConfig, blogUrl: 'https://blog.example.com' });
    const withBlog = await screen.findByRole('navigation', { name: 'Site' });
    const blog = within(withBlog).getByRole('link', { name: /Blog/ });
    expect(blog).toHaveAttribute('href', 'https://blog.example.com');
    expect(blog).toHaveAttribute('target', '_blank');
  });
});
