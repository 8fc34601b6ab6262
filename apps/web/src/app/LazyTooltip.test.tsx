import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../features/leagues/test-utils.tsx';

// Each test starts before Mantine's tooltip has loaded (the module remembers it once it has).
let LazyTooltip: typeof import('./LazyTooltip.tsx').LazyTooltip;
beforeEach(async () => {
  vi.resetModules();
  vi.doUnmock('./MantineTooltip.ts');
  ({ LazyTooltip } = await import('./LazyTooltip.tsx'));
});

describe('LazyTooltip', () => {
  it('shows its child alone until a mouse comes over it, then loads and shows the hint, and keeps the focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <LazyTooltip label="Updates arrive live">
        <Button>Live</Button>
      </LazyTooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Live' })).toHaveFocus();

    await user.hover(screen.getByRole('button', { name: 'Live' }));
    expect(await screen.findByRole('tooltip', {}, { timeout: 5000 })).toHaveTextContent(
      'Updates arrive live',
    );
    // The child was replaced by Mantine's tooltip's: the focus moved with it.
    expect(screen.getByRole('button', { name: 'Live' })).toHaveFocus();
  });

  it('does not replace its child while a button is held on it, so the click lands', async () => {
    // Mantine's tooltip arrives when the test says, here while the button is held.
    let arrive = () => {};
    const arrived = new Promise<void>((done) => {
      arrive = done;
    });
    vi.doMock('./MantineTooltip.ts', async () => {
      await arrived;
      return vi.importActual('./MantineTooltip.ts');
    });
    ({ LazyTooltip } = await import('./LazyTooltip.tsx'));
    const user = userEvent.setup();
    const clicked = vi.fn();
    renderWithProviders(
      <LazyTooltip label="Add to favourites">
        <Button onClick={clicked}>Star</Button>
      </LazyTooltip>,
    );
    const star = screen.getByRole('button', { name: 'Star' });
    await user.pointer([{ target: star }, { keys: '[MouseLeft>]', target: star }]);
    arrive();
    await new Promise((done) => setTimeout(done, 300));
    // The tooltip's code has arrived; the pressed element stays.
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(star).toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: star });
    expect(clicked).toHaveBeenCalledTimes(1);
    // Then the tooltip takes its place.
    await waitFor(() => expect(star).not.toBeInTheDocument(), { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Star' })).toBeInTheDocument();
  });
});
