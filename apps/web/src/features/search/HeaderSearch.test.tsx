import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';

const show = () =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <input aria-label="Other field" />
            <HeaderSearch />
          </>
        ),
      },
    ],
    '/',
  );

describe('HeaderSearch', () => {
  it('focuses on `/` and opens the results page on Enter', async () => {
    const { router } = show();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.keyboard('/');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');
    await userEvent.keyboard('Müller fc{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('Müller fc')}`);
  });

  it('leaves `/` alone while typing in another field', async () => {
    show();
    const other = screen.getByRole('textbox', { name: 'Other field' });
    await userEvent.click(other);
    await userEvent.keyboard('a/b');
    expect(other).toHaveValue('a/b');
    expect(screen.getByRole('searchbox', { name: 'Search' })).not.toHaveFocus();
  });

  it('does not search for an empty query', async () => {
    const { router } = show();
    await userEvent.click(screen.getByRole('searchbox', { name: 'Search' }));
    await userEvent.keyboard('   {Enter}');
    expect(router.state.location.pathname).toBe('/');
  });
});
