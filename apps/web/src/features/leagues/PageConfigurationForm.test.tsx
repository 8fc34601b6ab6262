import { LEAGUE_SITE_SECTIONS, type PageConfiguration } from '@matchday/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageConfigurationForm } from './PageConfigurationForm.tsx';
import { renderWithProviders, stubServer } from './test-utils.tsx';

afterEach(() => vi.unstubAllGlobals());

const initial: PageConfiguration = {
  primaryColor: null,
  secondaryColor: null,
  bannerImage: null,
  welcomeText: null,
  links: [],
  sections: [...LEAGUE_SITE_SECTIONS],
};

function setup(config: Partial<PageConfiguration> = {}) {
  stubServer([]);
  const onSubmit = vi.fn();
  renderWithProviders(<PageConfigurationForm initial={{ ...initial, ...config }} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

/** The section rows' labels, top to bottom. */
function sectionOrder() {
  const group = screen.getByRole('group', { name: 'Sections of the home page' });
  return within(group)
    .getAllByRole('checkbox')
    .map((box) => box.closest('li')?.textContent);
}

describe('PageConfigurationForm sections', () => {
  it('lists the shown sections in their saved order, then the hidden ones unticked', () => {
    setup({ sections: ['news', 'teams'] });
    expect(sectionOrder()).toEqual([
      'News',
      'Teams',
      "Today's matches",
      'Competitions',
      'Latest results',
      'Coming up',
      'Standings',
      'Chat',
    ]);
    expect(screen.getByRole('checkbox', { name: 'News' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Chat' })).not.toBeChecked();
    // Nothing moves above the top or below the bottom.
    expect(screen.getByRole('button', { name: 'Move News up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Chat down' })).toBeDisabled();
  });

  it('saves the ticked sections in the order chosen with the move buttons', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('checkbox', { name: "Today's matches" }));
    await user.click(screen.getByRole('checkbox', { name: 'Chat' }));
    await user.click(screen.getByRole('button', { name: 'Move News up' }));
    await user.click(screen.getByRole('button', { name: 'Move Teams up' }));
    await user.click(screen.getByRole('button', { name: 'Save public page' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        sections: ['competitions', 'results', 'fixtures', 'standings', 'news', 'teams'],
      }),
    );
  });

  it('moves a section with the keyboard alone, keeping focus on it', async () => {
    const { user, onSubmit } = setup({ sections: ['competitions', 'news'] });
    const up = screen.getByRole('button', { name: 'Move News up' });
    up.focus();
    await user.keyboard('{Enter}');
    expect(sectionOrder().slice(0, 2)).toEqual(['News', 'Competitions']);
    // At the top "up" is disabled: focus moves to the same section's "down".
    expect(screen.getByRole('button', { name: 'Move News down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Move News down' })).toHaveFocus();
    expect(sectionOrder().slice(0, 2)).toEqual(['Competitions', 'News']);
    // Tab reaches the checkbox of the next row, Space unticks it.
    await user.tab();
    expect(screen.getByRole('checkbox', { name: "Today's matches" })).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: 'Competitions' }));
    await user.click(screen.getByRole('button', { name: 'Save public page' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ sections: ['news'] }));
  });
});
