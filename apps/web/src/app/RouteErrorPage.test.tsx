import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';

afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  throw new Error('render failed');
}

describe('RouteErrorPage', () => {
  it('replaces a page that throws with a way out instead of a blank screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes([{ path: '/broken', element: <Broken />, errorElement: <RouteErrorPage /> }], '/broken');
    expect(await screen.findByRole('heading', { name: 'This page failed to load' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });
});
