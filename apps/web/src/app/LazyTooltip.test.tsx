import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../features/leagues/test-utils.tsx';
import { LazyTooltip } from './LazyTooltip.tsx';

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
});
