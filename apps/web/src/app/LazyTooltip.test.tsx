import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../features/leagues/test-utils.tsx';

// Each test starts before Mantine's tooltip has loaded (the module remembers it once it has).
let LazyTooltip: typeof import('./LazyTooltip.tsx').LazyTooltip;
beforeEach(async () => {
  vi.resetModules();
  ({ LazyTooltip } = await import('./LazyTooltip.tsx'));
});

/** Resolves once Mantine's tooltip module has loaded (the first hover asks for it). */
const tooltipLoaded = () => import('./MantineTooltip.ts');

describe('LazyTooltip', () => {
  it('loads on the first hover, takes over when the pointer leaves, keeping the focus, and shows from the next hover', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <LazyTooltip label="Updates arrive live">
          <Button>Live</Button>
        </LazyTooltip>
        <Button>Elsewhere</Button>
      </>,
    );
    await user.tab();
    const live = screen.getByRole('button', { name: 'Live' });
    expect(live).toHaveFocus();

    await user.hover(live);
    await tooltipLoaded();
    await new Promise((done) => setTimeout(done, 50));
    // Not under the pointer: the child stays as it is.
    expect(live).toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.unhover(live);
    await waitFor(() => expect(live).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Live' })).toHaveFocus();

    await user.hover(screen.getByRole('button', { name: 'Live' }));
    expect(await screen.findByRole('tooltip', {}, { timeout: 5000 })).toHaveTextContent(
      'Updates arrive live',
    );
  });

  it('never replaces the element under the pointer, so a click on it lands', async () => {
    const user = userEvent.setup();
    const clicked = vi.fn();
    renderWithProviders(
      <LazyTooltip label="Add to favourites">
        <Button onClick={clicked}>Star</Button>
      </LazyTooltip>,
    );
    const star = screen.getByRole('button', { name: 'Star' });
    await user.click(star);
    await tooltipLoaded();
    await new Promise((done) => setTimeout(done, 50));
    await user.click(star);
    expect(clicked).toHaveBeenCalledTimes(2);
    expect(star).toBeInTheDocument();
  });
});
