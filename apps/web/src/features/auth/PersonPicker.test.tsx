import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { type PersonChoice, PersonPicker } from './PersonPicker.tsx';

const marc = { id: '00000000-0000-4000-8000-000000000031', name: 'Marc Dupont', image: null };
const marco = { id: '00000000-0000-4000-8000-000000000032', name: 'Marco Rossi', image: null };

afterEach(() => vi.unstubAllGlobals());

/** The picker in a parent that keeps its pick, as the forms do, showing it for the assertions. */
function Harness({
  allowEmail = false,
  onPick,
}: {
  allowEmail?: boolean;
  onPick: (c: PersonChoice | null) => void;
}) {
  const [value, setValue] = useState<PersonChoice | null>(null);
  return (
    <PersonPicker
      label="Person"
      allowEmail={allowEmail}
      value={value}
      onChange={(choice) => {
        setValue(choice);
        onPick(choice);
      }}
    />
  );
}

function serve(items: unknown[]) {
  return mockServer({
    'GET /api/user': ({ url }) => ({
      body: {
        items: items.filter((u) =>
          (u as { name: string }).name.toLowerCase().includes(url.searchParams.get('keyword')!.toLowerCase()),
        ),
        totalItems: items.length,
        pageIndex: 0,
        pageSize: 8,
      },
    }),
  });
}

describe('PersonPicker', () => {
  it('searches by name from two letters on and gives the person picked', async () => {
    const { calls } = serve([marc, marco]);
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onPick={onPick} />);
    const input = screen.getByRole('textbox', { name: 'Person' });
    await user.type(input, 'm');
    expect(await screen.findByText('Type at least 2 letters of the name')).toBeInTheDocument();
    await user.type(input, 'arc');
    expect(await screen.findByRole('option', { name: 'Marco Rossi' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Marc Dupont' })).toBeInTheDocument();
    // One search for the settled text, paged as the picker shows it; never for a single letter.
    const searches = calls.filter((c) => c.path.startsWith('/api/user?'));
    expect(searches.map((c) => new URL(c.path, 'http://x').searchParams.get('keyword'))).toEqual(['marc']);
    expect(searches[0]!.path).toContain('pageSize=8');

    await user.click(screen.getByRole('option', { name: 'Marco Rossi' }));
    expect(onPick).toHaveBeenLastCalledWith({ kind: 'user', user: marco });
    expect(input).toHaveValue('Marco Rossi');
    // Typing again drops the pick: what is sent is always what the field shows.
    await user.type(input, 'x');
    expect(onPick).toHaveBeenLastCalledWith(null);
  });

  it('says when nobody matches, and offers a typed email address where invitations take one', async () => {
    serve([marc]);
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness allowEmail onPick={onPick} />);
    const input = screen.getByRole('textbox', { name: 'Person' });
    await user.type(input, 'zz');
    expect(
      await screen.findByText('Nobody by that name. Check the spelling, or type their email address.'),
    ).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'keeper@example.com');
    await user.click(await screen.findByRole('option', { name: 'Use the address keeper@example.com' }));
    await waitFor(() =>
      expect(onPick).toHaveBeenLastCalledWith({ kind: 'email', email: 'keeper@example.com' }),
    );
  });
});
