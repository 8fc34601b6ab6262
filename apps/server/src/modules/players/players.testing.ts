// Test helpers of the players API, for this module's tests and others' (favorites, player stats): builders
// that go through the real endpoints.
import { expect } from 'vitest';
import type { App } from '../../app.ts';
import { call } from '../champs/champs.testing.ts';

export interface TestPlayer {
  id: string;
  name: string;
  sportKindId: string;
  ownerId: string;
}

let counter = 0;

/** A player created by `cookie` (its owner): football unless `overrides` say otherwise. */
export async function createPlayer(
  app: App,
  cookie: string,
  overrides: Record<string, unknown> = {},
): Promise<TestPlayer> {
  counter += 1;
  const res = await call(app, 'POST', '/api/player', cookie, {
    name: `Player ${counter}`,
    sportKindId: 'football',
    ...overrides,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as TestPlayer;
}

/** Puts the player on the team's roster as `cookie` (who may edit the team); answers the roster entry. */
export async function addToRoster(
  app: App,
  cookie: string,
  teamId: string,
  playerId: string,
  body: Record<string, unknown> = {},
): Promise<{ id: string; teamId: string; playerId: string; shirtNumber: number | null }> {
  const res = await call(app, 'POST', `/api/teams/${teamId}/player`, cookie, { playerId, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Registers a rostered player of a team entered in the competition in its squad; answers the squad entry. */
export async function addToSquad(
  app: App,
  cookie: string,
  body: { champId: string; teamId: string; playerId: string; shirtNumber?: number | null },
): Promise<{ id: string; champId: string; teamId: string; playerId: string }> {
  const res = await call(app, 'POST', '/api/champ-team-players', cookie, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
