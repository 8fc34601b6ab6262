import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../features/leagues/test-utils.tsx';
import { LeagueLogo } from './LeagueLogo.tsx';

const LOGO = 'images/00000000-0000-4000-8000-000000000001.webp';

describe('LeagueLogo', () => {
  it('shows the logo, named, at the size asked for', () => {
    renderWithProviders(<LeagueLogo logo={LOGO} name="Harbour Sunday League" size={56} />);
    expect(screen.getByRole('img', { name: 'Harbour Sunday League' }).getAttribute('src')).toContain(LOGO);
    expect(screen.getByTestId('league-logo').getAttribute('style')).toContain('--logo-size: 56px');
  });

  it('shows the initials of the first two words when there is no logo', () => {
    renderWithProviders(<LeagueLogo logo={null} name="spring cup final" />);
    expect(screen.getByTitle('spring cup final')).toHaveTextContent(/^SC$/);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('falls back to the initials when the logo fails to load', () => {
    renderWithProviders(<LeagueLogo logo={LOGO} name="Harbour FC" />);
    fireEvent.error(screen.getByRole('img', { name: 'Harbour FC' }));
    expect(screen.getByTitle('Harbour FC')).toHaveTextContent('HF');
  });
});
