import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { aStage, STAGE } from '../widgets/test-data.ts';
import { EditStageDialog } from './EditStageDialog.tsx';

const PUT = `PUT /api/stage/${STAGE}`;

afterEach(() => vi.unstubAllGlobals());

function open(stage = aStage({ canEdit: true }), reply?: { status: number; body: unknown }) {
  const onClose = vi.fn();
  const server = mockServer({
    [PUT]: reply ?? (({ body }) => ({ body: { ...stage, ...(body as object) } })),
  });
  renderWithProviders(<EditStageDialog stage={stage} opened onClose={onClose} />);
  return { ...server, onClose, user: userEvent.setup() };
}

const problem = (status: number, code: string, errors: { field: string; message: string }[] = []) => ({
  status,
  body: { type: 'about:blank', title: 'Refused', status, code, detail: 'Refused', errors },
});

describe('EditStageDialog', () => {
  it('saves a new name, order and number of legs and groups', async () => {
    const stage = aStage({
      canEdit: true,
      type: 'groups',
      name: 'Groups',
      legs: 1,
      groupCount: 2,
      fixtureCount: 0,
    });
    const { calls, user, onClose } = open(stage);
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Groups”' });
    const name = within(dialog).getByRole('textbox', { name: /Stage name/ });
    await user.clear(name);
    await user.type(name, 'Group phase');
    await user.clear(within(dialog).getByRole('textbox', { name: /Order/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Order/ }), '2');
    await user.clear(within(dialog).getByRole('textbox', { name: /Legs/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Legs/ }), '2');
    await user.clear(within(dialog).getByRole('textbox', { name: /Number of groups/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Number of groups/ }), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save stage' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Group phase',
      order: 2,
      legs: 2,
      groupCount: 4,
    });
  });

  it.each(['knockout', 'swiss', 'double-elimination'] as const)(
    'asks a %s stage for name and order only',
    async (type) => {
      const { calls, user } = open(aStage({ canEdit: true, type, name: 'Cup', legs: 1 }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit “Cup”' });
      expect(within(dialog).queryByRole('textbox', { name: /Legs/ })).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('textbox', { name: /Number of groups/ })).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Save stage' }));
      await waitFor(() =>
        expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Cup', order: 0 }),
      );
    },
  );

  it('checks the fields before sending: a name, and legs (the field keeps them within the contract’s range)', async () => {
    const { calls, user } = open();
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByRole('textbox', { name: /Stage name/ }));
    await user.clear(within(dialog).getByRole('textbox', { name: /Legs/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save stage' }));
    expect(await within(dialog).findByText('Stage name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Legs must be between 1 and 4')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('explains under the changed field that a stage with results keeps its legs, and stays open', async () => {
    const stage = aStage({ canEdit: true, legs: 1, fixtureCount: 6 });
    const { user, onClose } = open(stage, problem(409, 'stage.has_results'));
    const dialog = await screen.findByRole('dialog');
    const legs = within(dialog).getByRole('textbox', { name: /Legs/ });
    await user.clear(legs);
    await user.type(legs, '2');
    // Before saving: fixtures drawn for one leg stay until they are regenerated.
    expect(
      within(dialog).getByText('The stage’s 6 fixtures follow the old shape until you regenerate them.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save stage' }));
    const why = await within(dialog).findByText(
      /This stage already has results, so its legs and groups can no longer change/,
    );
    expect(legs).toHaveAccessibleDescription(expect.stringContaining('already has results'));
    expect(why).toBeVisible();
    expect(within(dialog).queryByText(/follow the old shape/)).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts a refusal the server names a field for under that field', async () => {
    const { user } = open(
      aStage({ canEdit: true }),
      problem(400, 'validation.failed', [{ field: 'body.name', message: 'Name is taken' }]),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save stage' }));
    expect(await within(dialog).findByText('Name is taken')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Stage name/ })).toHaveAccessibleDescription(
      expect.stringContaining('Name is taken'),
    );
  });
});
