import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http.ts';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { VenueForm } from './VenueForm.tsx';

afterEach(() => vi.unstubAllGlobals());

function setup(serverError?: unknown) {
  const onSubmit = vi.fn();
  renderWithProviders(<VenueForm submitLabel="Create venue" onSubmit={onSubmit} serverError={serverError} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('VenueForm', () => {
  it('sends the name, the place and the facts, and null for what was left empty', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText(/^Name/), '  Riverside Ground ');
    await user.type(screen.getByLabelText('City'), 'Leeds');
    await user.type(screen.getByLabelText('Latitude'), '53.8');
    await user.type(screen.getByLabelText('Longitude'), '-1.55');
    await user.type(screen.getByLabelText('Capacity'), '2500');
    await user.click(screen.getByRole('combobox', { name: 'Surface' }));
    await user.click(await screen.findByRole('option', { name: 'Artificial turf' }));
    await user.click(screen.getByRole('button', { name: 'Create venue' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Riverside Ground',
        address: null,
        city: 'Leeds',
        country: null,
        latitude: 53.8,
        longitude: -1.55,
        surface: 'artificial',
        capacity: 2500,
        photo: null,
      }),
    );
  });

  it('names what is wrong as the user types, and sends nothing until it is right', async () => {
    const { user, onSubmit } = setup();
    const name = screen.getByLabelText(/^Name/);
    await user.type(name, 'R');
    await user.clear(name);
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Latitude'), '95');
    expect(await screen.findByText('Latitude is between -90 and 90')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create venue' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts the server’s field errors under their fields', async () => {
    setup(
      new ApiError({
        status: 400,
        code: 'validation.failed',
        message: 'Invalid',
        errors: [{ field: 'body.name', message: 'A venue with this name exists already' }],
      }),
    );
    expect(await screen.findByText('A venue with this name exists already')).toBeInTheDocument();
  });
});
