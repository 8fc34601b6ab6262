import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, call, createCast, createChampWithTeams, createTeam } from '../champs/champs.testing.ts';
import { addToRoster, createPlayer } from '../players/players.testing.ts';

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});
afterAll(() => cast.app.close());

/** Posts a CSV file as `cookie`. */
async function postCsv(
  url: string,
  csv: string,
  cookie: string | undefined,
  type = 'text/csv; charset=utf-8',
) {
  const res = await cast.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': type, ...(cookie ? { cookie } : {}) },
    payload: csv,
  });
  return { status: res.statusCode, body: res.json() };
}

async function rosterOf(teamId: string) {
  const res = await call(cast.app, 'GET', `/api/teams/${teamId}/players?pageSize=500`, cast.owner);
  expect(res.status).toBe(200);
  return (res.body.items as { name: string; shirtNumber: number | null; position: string | null }[])
    .map(({ name, shirtNumber, position }) => ({ name, shirtNumber, position }))
    .sort((a, b) => (a.shirtNumber ?? 0) - (b.shirtNumber ?? 0));
}

// Accents, a comma, quotes and a formula-looking name: what a spreadsheet must get back as typed.
const NAMES = [
  'José Álvarez',
  'Zoë Müller',
  'Łukasz Żółć',
  'François "Frankie" Lefèvre',
  'Núñez, Darío',
  '=Søren Kierkegaard',
  'Ångström Öberg',
  'Çağlar Söyüncü',
  'Nguyễn Văn Đức',
  'Brontë Ærø',
];
const POSITIONS = ['Goalkeeper', 'Défenseur', 'Centre-back', 'Mittelfeld', 'Delantero'];

describe('roster files (issue 30, item 3)', () => {
  it('exports 25 players and imports them into another team: the same roster, accents and all', async () => {
    const source = await createTeam(cast, 'Équipe Réserve');
    for (let index = 0; index < 25; index++) {
      const name = `${NAMES[index % NAMES.length]} ${index + 1}`;
      const player = await createPlayer(cast.app, cast.owner, { name });
      await addToRoster(cast.app, cast.owner, source.id, player.id, {
        shirtNumber: index + 1,
        position: POSITIONS[index % POSITIONS.length],
      });
    }

    const exported = await cast.app.inject({ method: 'GET', url: `/api/teams/${source.id}/players/export` });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe(
      `attachment; filename="equipe-reserve-players.csv"; filename*=UTF-8''${encodeURIComponent('Équipe-Réserve-players.csv')}`,
    );
    const file = exported.body;
    expect(file.startsWith('\uFEFF"name","shirtNumber","position"\r\n')).toBe(true);
    expect(file).toContain('"Núñez, Darío 5","5","Delantero"\r\n');
    expect(file).toContain('"François ""Frankie"" Lefèvre 4","4","Mittelfeld"\r\n');
    // A spreadsheet would run `=…` as a formula: the cell goes out behind a quote mark.
    expect(file).toContain(`"'=Søren Kierkegaard 6"`);
    expect(parse(file, { bom: true })).toHaveLength(26);

    const target = await createTeam(cast, 'Second XI');
    const imported = await postCsv(`/api/teams/${target.id}/players/import`, file, cast.owner);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.errors).toEqual([]);
    expect(imported.body.saved).toBe(true);
    expect(imported.body.items).toHaveLength(25);
    expect(imported.body.items[5]).toMatchObject({ row: 7, name: '=Søren Kierkegaard 6', shirtNumber: 6 });

    expect(await rosterOf(target.id)).toEqual(await rosterOf(source.id));
    // The players made are the importer's own (issue 29: only the owner puts a player on a roster directly).
    const player = await call(cast.app, 'GET', `/api/player/${imported.body.items[0].playerId}`, cast.owner);
    expect(player.body).toMatchObject({ ownerId: cast.ownerId, sportKindId: 'football', canEdit: true });
    // Exported again, the second team's file is the first's.
    const again = await cast.app.inject({ method: 'GET', url: `/api/teams/${target.id}/players/export` });
    expect(again.body).toBe(file);
  });

  it('answers a file with three bad rows with those rows and fields, and saves nothing', async () => {
    const team = await createTeam(cast, 'Harbour Rovers');
    const taken = await createPlayer(cast.app, cast.owner, { name: 'Already Here' });
    await addToRoster(cast.app, cast.owner, team.id, taken.id, { shirtNumber: 1 });
    const before = await rosterOf(team.id);
    const file = [
      'name,shirtNumber,position',
      'Anaïs Dupont,7,Winger',
      ',8,Defender',
      'Bruno Costa,ten,Striker',
      'Carla Gómez,9,Winger',
      'Dario Rossi,1,Goalkeeper',
    ].join('\n');
    for (const dryRun of ['?dryRun=true', '']) {
      const res = await postCsv(`/api/teams/${team.id}/players/import${dryRun}`, file, cast.owner);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.saved).toBe(false);
      expect(res.body.errors).toEqual([
        { row: 3, field: 'name', message: 'Required' },
        { row: 4, field: 'shirtNumber', message: 'A whole number from 0 to 999' },
        {
          row: 6,
          field: 'shirtNumber',
          message: 'Shirt number 1 is taken in the team for part of this period.',
        },
      ]);
      expect(res.body.items.map((i: { row: number }) => i.row)).toEqual([2, 3, 4, 5, 6]);
      expect(res.body.items.every((i: { playerId: string | null }) => i.playerId === null)).toBe(true);
    }
    expect(await rosterOf(team.id)).toEqual(before);
    const mine = await call(cast.app, 'GET', '/api/player?isOnlyMine=true&keyword=Anaïs', cast.owner);
    expect(mine.body.totalItems).toBe(0);
  });

  it('refuses a shirt number worn twice in the file, naming the second row', async () => {
    const team = await createTeam(cast, 'Twins FC');
    const res = await postCsv(
      `/api/teams/${team.id}/players/import`,
      'name,shirtNumber\nOne,4\nTwo,4\n',
      cast.owner,
    );
    expect(res.body.errors).toEqual([
      {
        row: 3,
        field: 'shirtNumber',
        message: 'Shirt number 4 is taken in the team for part of this period.',
      },
    ]);
    expect(await rosterOf(team.id)).toEqual([]);
  });

  it('previews a good file without saving it, then saves it', async () => {
    const team = await createTeam(cast, 'Preview United');
    const file = 'name,shirtNumber,position\r\nÉmile Zola,10,Forward\r\nMarie Curie,,\r\n';
    const preview = await postCsv(`/api/teams/${team.id}/players/import?dryRun=true`, file, cast.owner);
    expect(preview.body).toEqual({
      items: [
        { row: 2, name: 'Émile Zola', shirtNumber: 10, position: 'Forward', playerId: null },
        { row: 3, name: 'Marie Curie', shirtNumber: null, position: null, playerId: null },
      ],
      errors: [],
      saved: false,
    });
    expect(await rosterOf(team.id)).toEqual([]);
    const saved = await postCsv(`/api/teams/${team.id}/players/import`, file, cast.owner);
    expect(saved.body.saved).toBe(true);
    expect(await rosterOf(team.id)).toEqual([
      { name: 'Marie Curie', shirtNumber: null, position: null },
      { name: 'Émile Zola', shirtNumber: 10, position: 'Forward' },
    ]);
  });

  it('reads semicolons and tabs (European spreadsheets, pastes), any header case, extra columns, a BOM', async () => {
    const team = await createTeam(cast, 'Separators');
    const semicolons = '\uFEFFNr;Name;Position;ShirtNumber\n1;Jörg Weiß;Torwart;1\n2;"Kim; Lee";;2\n';
    const res = await postCsv(`/api/teams/${team.id}/players/import?dryRun=true`, semicolons, cast.owner);
    expect(res.body.errors).toEqual([]);
    expect(res.body.items).toEqual([
      { row: 2, name: 'Jörg Weiß', shirtNumber: 1, position: 'Torwart', playerId: null },
      { row: 3, name: 'Kim; Lee', shirtNumber: 2, position: null, playerId: null },
    ]);
    const tabs = 'name\tshirtNumber\tposition\nAna, Maria\t5\tLeft back\n\nLuís\t6\t\n';
    const pasted = await postCsv(`/api/teams/${team.id}/players/import?dryRun=true`, tabs, cast.owner);
    // An empty line is skipped but counted: rows stay the spreadsheet's.
    expect(pasted.body.items.map((i: { row: number; name: string }) => [i.row, i.name])).toEqual([
      [2, 'Ana, Maria'],
      [4, 'Luís'],
    ]);
  });

  it('puts the players in a competition squad too when given champId', async () => {
    const { champ, teams } = await createChampWithTeams(cast, 2, { type: 'league' });
    const team = teams[0]!;
    const res = await postCsv(
      `/api/teams/${team.id}/players/import?champId=${champ.id}`,
      'name,shirtNumber\nSquad One,11\nSquad Two,12\n',
      cast.owner,
    );
    expect(res.body.saved, JSON.stringify(res.body)).toBe(true);
    const squad = await call(
      cast.app,
      'GET',
      `/api/champ-team-players?champId=${champ.id}&teamId=${team.id}`,
    );
    expect(squad.status, JSON.stringify(squad.body)).toBe(200);
    expect(
      squad.body.items.map((p: { name: string; shirtNumber: number }) => [p.name, p.shirtNumber]),
    ).toEqual([
      ['Squad One', 11],
      ['Squad Two', 12],
    ]);
    const outside = await createTeam(cast, 'Not Entered');
    const refused = await postCsv(
      `/api/teams/${outside.id}/players/import?champId=${champ.id}`,
      'name\nNobody\n',
      cast.owner,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([
      { field: 'query.champId', message: 'The team is not entered in this competition' },
    ]);
  });

  it('is the team editors’ only: 401 anonymous, 403 for another user, and nothing saved', async () => {
    const team = await createTeam(cast, 'Private Roster');
    const file = 'name\nIntruder\n';
    expect((await postCsv(`/api/teams/${team.id}/players/import`, file, undefined)).status).toBe(401);
    const other = await postCsv(`/api/teams/${team.id}/players/import`, file, cast.other);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('permission.denied');
    expect(await rosterOf(team.id)).toEqual([]);
    const missing = await postCsv(`/api/teams/${crypto.randomUUID()}/players/import`, file, cast.owner);
    expect(missing.status).toBe(404);
  });

  it('answers a file that is no roster file with a 400 naming the body, never a 500', async () => {
    const team = await createTeam(cast, 'Malformed');
    const url = `/api/teams/${team.id}/players/import`;
    const noName = await postCsv(url, 'player,number\nA,1\n', cast.owner);
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({ code: 'import.header_invalid', errors: [{ field: 'body' }] });
    const headerOnly = await postCsv(url, 'name,shirtNumber,position\n', cast.owner);
    expect(headerOnly.body).toMatchObject({ code: 'import.empty', errors: [{ field: 'body' }] });
    const broken = await postCsv(url, 'name\n"unclosed\n', cast.owner);
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ code: 'import.csv_invalid', errors: [{ field: 'body' }] });
    const json = await call(cast.app, 'POST', url, cast.owner, { name: 'A' });
    expect(json.status).toBe(400);
    const long = await postCsv(url, `name,position\nA,${'x'.repeat(51)}\n`, cast.owner);
    expect(long.body.errors).toEqual([
      { row: 2, field: 'position', message: 'Too big: expected string to have <=50 characters' },
    ]);
  });
});

describe("a competition's teams and fixtures as files", () => {
  it('imports teams into a competition (preview first), exports them back, and refuses bad rows', async () => {
    const { champ } = await createChampWithTeams(cast, 0, { type: 'league' });
    const url = `/api/champs/${champ.id}/teams/import`;
    const file = 'name,shortName\nAtlético Fénix,ATF\nSporting Ñandú,\n';
    const preview = await postCsv(`${url}?dryRun=true`, file, cast.owner);
    expect(preview.body).toMatchObject({ saved: false, errors: [] });
    const none = await call(cast.app, 'GET', `/api/champs/${champ.id}/teams`);
    expect(none.body.totalItems).toBe(0);

    const bad = await postCsv(url, `name,shortName\n,X\nOk,${'y'.repeat(21)}\n`, cast.owner);
    expect(bad.body.errors).toEqual([
      { row: 2, field: 'name', message: 'Required' },
      { row: 3, field: 'shortName', message: 'Too big: expected string to have <=20 characters' },
    ]);

    const saved = await postCsv(url, file, cast.owner);
    expect(saved.body.saved, JSON.stringify(saved.body)).toBe(true);
    const entered = await call(cast.app, 'GET', `/api/champs/${champ.id}/teams`);
    expect(entered.body.items.map((t: { name: string; ownerId: string }) => [t.name, t.ownerId])).toEqual([
      ['Atlético Fénix', cast.ownerId],
      ['Sporting Ñandú', cast.ownerId],
    ]);
    const exported = await cast.app.inject({ method: 'GET', url: `/api/champs/${champ.id}/teams/export` });
    expect(exported.body).toBe(
      '\uFEFF"name","shortName"\r\n"Atlético Fénix","ATF"\r\n"Sporting Ñandú",""\r\n',
    );
    expect((await postCsv(url, file, cast.other)).status).toBe(403);
  });

  it('exports fixtures with round, kick-off, teams, score and venue', async () => {
    const { champ, stageId } = await createChampWithTeams(cast, 4, { type: 'league' });
    const generated = await call(cast.app, 'POST', '/api/fixture/generate', cast.owner, { stageId });
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    const [first] = generated.body.items as { id: string; homeTeamName: string; awayTeamName: string }[];
    const venue = await call(cast.app, 'POST', '/api/venues', cast.owner, { name: 'Estádio São João' });
    const updated = await call(cast.app, 'PUT', `/api/fixture/${first!.id}`, cast.owner, {
      startsAt: '2030-05-01T15:00:00.000Z',
      venueId: venue.body.id,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const scored = await call(cast.app, 'PUT', `/api/fixture/${first!.id}/score`, cast.owner, {
      homeScore: 2,
      awayScore: 1,
    });
    expect(scored.status, JSON.stringify(scored.body)).toBe(200);

    const exported = await cast.app.inject({ method: 'GET', url: `/api/champs/${champ.id}/fixtures/export` });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="season-2026-fixtures.csv"/,
    );
    const rows = parse(exported.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(6);
    expect(Object.keys(rows[0]!)).toEqual([
      'stage',
      'group',
      'round',
      'kickOffUtc',
      'home',
      'away',
      'score',
      'status',
      'venue',
    ]);
    expect(rows.find((r) => r.score === '2-1')).toMatchObject({
      round: '1',
      kickOffUtc: '2030-05-01 15:00',
      home: first!.homeTeamName,
      away: first!.awayTeamName,
      venue: 'Estádio São João',
    });
    const unknown = await cast.app.inject({
      method: 'GET',
      url: `/api/champs/${crypto.randomUUID()}/fixtures/export`,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
