import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LazyPagination } from './LazyPagination.tsx';

describe('LazyPagination', () => {
  it('is Mantine’s Pagination once its code has loaded', async () => {
    const onChange = vi.fn();
    render(
      <MantineProvider env="test">
        <LazyPagination total={3} value={1} onChange={onChange} />
      </MantineProvider>,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: '2' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
