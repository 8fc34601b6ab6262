import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { RefereeForm } from './RefereeForm.tsx';

afterEach(() => vi.unstubAllGlobals());

function setup() {
  const onSubmit = vi.fn();
  renderWithProviders(<RefereeForm submitLabel="Create referee" onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('RefereeForm', () => {
  it('sends the name, grade and contact, and null for what was left empty', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText(/^Name/), 'Rita Ref');
    await user.type(screen.getByLabelText('Grade'), 'National');
    await user.type(screen.getByLabelText('Email'), 'rita@example.com');
    await user.click(screen.getByRole('button', { name: 'Create referee' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Rita Ref',
        grade: 'National',
        email: 'rita@example.com',
        phone: null,
        photo: null,
      }),
    );
  });

  it('names a bad email as the user types and a missing name on submit', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('Email'), 'rita@');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create referee' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
