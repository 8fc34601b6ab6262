/**
 * `npm run demo`: seeds a living example through the real API (routes → services, never raw SQL) — a league
 * with its own site (subdomain, colours, welcome text, links), a finished season, a season in progress and a
 * knockout cup whose later rounds are played in the coming weeks, news of the league, a competition and a team,
 * run by a demo organiser whose credentials are printed with the addresses to look at. Safe to run twice: a
 * second run finds the league and only prints the credentials and the addresses.
 * Stop the server first (the embedded database folder is opened by one process only).
 */
import { fileURLToPath } from 'node:url';
import { type App, buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { acquireDataDirLock } from '../../plugins/lock.ts';
import { openDatabase } from '../client.ts';

export const DEMO_ADMIN = {
  email: 'admin@matchday.demo',
  password: 'matchday-demo-admin',
  name: 'Demo Admin',
};
export const DEMO_ORGANISER = {
  email: 'organiser@matchday.demo',
  password: 'matchday-demo',
  name: 'Olivia Organiser',
};
export const DEMO_SUBDOMAIN = 'riverside-demo';

const TEAMS = [
  ['Riverside Rovers', 'RIV'],
  ['Harbour United', 'HAR'],
  ['Northgate Athletic', 'NOR'],
  ['Old Mill FC', 'OLD'],
  ['Castle Park', 'CAS'],
  ['St. Jude’s', 'STJ'],
] as const;

/** Each demo team's eleven: shirt number and position; names come from the two lists below. */
const LINE_UP = [
  [1, 'Goalkeeper'],
  [2, 'Defender'],
  [3, 'Defender'],
  [4, 'Defender'],
  [5, 'Defender'],
  [6, 'Midfielder'],
  [7, 'Midfielder'],
  [8, 'Midfielder'],
  [10, 'Midfielder'],
  [9, 'Forward'],
  [11, 'Forward'],
] as const;
// 22 first names × 33 surnames: the pair (i mod 22, i mod 33) is different for each of the 66 players.
const FIRST_NAMES = [
  'James',
  'Oliver',
  'Harry',
  'Jack',
  'Tom',
  'Daniel',
  'Sam',
  'Luke',
  'Ryan',
  'Adam',
  'Callum',
  'Kieran',
  'Liam',
  'Connor',
  'Ben',
  'Joe',
  'Matt',
  'Chris',
  'Aaron',
  'Jordan',
  'Nathan',
  'Dean',
];
const SURNAMES = [
  'Walker',
  'Hughes',
  'Bennett',
  'Turner',
  'Collins',
  'Murphy',
  'Price',
  'Shaw',
  'Fletcher',
  'Doyle',
  'Barnes',
  'Holmes',
  'Gibson',
  'Reid',
  'Lawson',
  'Carter',
  'Mason',
  'Harper',
  'Quinn',
  'Ellis',
  'Ward',
  'Fisher',
  'Kerr',
  'Nolan',
  'Patel',
  'Okafor',
  'Mensah',
  'Kowalski',
  'Novak',
  'Silva',
  'Costa',
  'Byrne',
  'Dunn',
];

type Json = Record<string, unknown>;

class DemoError extends Error {}

async function request(
  app: App,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  cookie?: string,
  payload?: Json,
) {
  const response = await app.inject({
    method,
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode >= 400) {
    throw new DemoError(`${method} ${url} failed: ${response.statusCode} ${response.body}`);
  }
  return { json: response.json(), setCookie: response.headers['set-cookie'] };
}

function cookieOf(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0] ?? '').join('; ');
}

/** Signs the account up, or in when it exists already; returns the session cookie. */
async function sessionOf(app: App, account: { email: string; password: string; name: string }) {
  const signUp = await app.inject({
    method: 'POST',
    url: '/security/v1/auth/sign-up/email',
    payload: account,
  });
  if (signUp.statusCode === 200) return cookieOf(signUp.headers['set-cookie']);
  const signIn = await request(app, 'POST', '/security/v1/auth/sign-in/email', undefined, {
    email: account.email,
    password: account.password,
  });
  return cookieOf(signIn.setCookie);
}

/** Deterministic goals (a small linear congruential generator), so every demo looks the same. */
function createGoals(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    const r = state / 2147483648;
    return r < 0.25 ? 0 : r < 0.55 ? 1 : r < 0.8 ? 2 : r < 0.93 ? 3 : 4;
  };
}

/** A deterministic pick in [0, n) from a seed, so every demo has the same scorers. */
function createPicker(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor((state / 2147483648) * n);
  };
}

/** Who scores: forwards most, then midfielders, then defenders (roster order of `LINE_UP`). */
const SCORER_PLACES = [9, 10, 9, 10, 8, 7, 6, 5, 9, 10, 3, 4];

/**
 * A match's goals as events (a scorer, often an assist, a card now and then), then its result: the match
 * sheets, the leaderboard and the players' stats fill from them as they would from an organiser's entry.
 */
function goalEvents(
  pick: (n: number) => number,
  fixture: DemoFixture,
  rosters: Map<string, string[]>,
  homeGoals: number,
  awayGoals: number,
) {
  const events: Json[] = [];
  const minutes = new Set<number>();
  const minute = () => {
    let m = 1 + pick(90);
    while (minutes.has(m)) m = (m % 90) + 1;
    minutes.add(m);
    return m;
  };
  for (const [teamId, count] of [
    [fixture.homeTeamId!, homeGoals],
    [fixture.awayTeamId!, awayGoals],
  ] as const) {
    const squad = rosters.get(teamId)!;
    for (let i = 0; i < count; i++) {
      const scorer = squad[SCORER_PLACES[pick(SCORER_PLACES.length)]!]!;
      const assist = squad[1 + pick(10)]!;
      events.push({
        type: 'goal',
        teamId,
        playerId: scorer,
        ...(assist !== scorer && pick(3) > 0 ? { relatedPlayerId: assist } : {}),
        minute: minute(),
      });
    }
    if (pick(2) === 0)
      events.push({ type: 'yellowCard', teamId, playerId: squad[2 + pick(7)]!, minute: minute() });
  }
  return events;
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

interface DemoFixture {
  id: string;
  round: number;
  startsAt: string | null;
  homeTeamId: string | null;
  awayTeamId: string | null;
  status: string;
}

async function createChampWithStage(
  app: App,
  cookie: string,
  leagueId: string,
  teamIds: string[],
  champ: Json,
  stage: Json,
  generate: Json,
) {
  const created = (await request(app, 'POST', '/api/champs', cookie, { champLeagueId: leagueId, ...champ }))
    .json;
  for (const teamId of teamIds)
    await request(app, 'POST', `/api/champs/${created.id}/teams`, cookie, { teamId });
  const createdStage = (await request(app, 'POST', `/api/champs/${created.id}/stage`, cookie, stage)).json;
  const fixtures = (
    await request(app, 'POST', '/api/fixture/generate', cookie, { stageId: createdStage.id, ...generate })
  ).json.items as DemoFixture[];
  return { champId: created.id as string, stageId: createdStage.id as string, fixtures };
}

/**
 * A demo player's photo: a small portrait drawn as SVG (initials on a shirt colour), as a data address, so
 * the demo needs no files and no network.
 */
function portraitOf(name: string, index: number): string {
  const hue = (index * 47) % 360;
  const initials = name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="hsl(${hue} 45% 88%)"/><circle cx="48" cy="38" r="18" fill="hsl(${hue} 30% 45%)"/><path d="M14 96c4-22 18-32 34-32s30 10 34 32z" fill="hsl(${hue} 60% 40%)"/><text x="48" y="88" font-family="sans-serif" font-size="14" font-weight="700" text-anchor="middle" fill="#fff">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * A player for each place of `LINE_UP` in every team, on the roster since `since` (`YYYY-MM-DD`); answers each
 * team's player ids.
 */
async function createRosters(app: App, cookie: string, teamIds: string[], since: string) {
  const rosters = new Map<string, string[]>();
  let index = 0;
  for (const teamId of teamIds) {
    const playerIds: string[] = [];
    for (const [shirtNumber, position] of LINE_UP) {
      const name = `${FIRST_NAMES[index % FIRST_NAMES.length]} ${SURNAMES[index % SURNAMES.length]}`;
      const birthYear = 1990 + (index % 14);
      const birthDate = `${birthYear}-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`;
      index += 1;
      const player = (
        await request(app, 'POST', '/api/player', cookie, {
          name,
          sportKindId: 'football',
          shirtNumber,
          position,
          birthDate,
          nationality: 'GB',
          photo: portraitOf(name, index),
        })
      ).json;
      await request(app, 'POST', `/api/teams/${teamId}/player`, cookie, {
        playerId: player.id,
        shirtNumber,
        position,
        startDate: since,
      });
      playerIds.push(player.id);
    }
    rosters.set(teamId, playerIds);
  }
  return rosters;
}

/** Every rostered player of every entered team, in the competition's squads. */
async function registerSquads(app: App, cookie: string, champId: string, rosters: Map<string, string[]>) {
  for (const [teamId, playerIds] of rosters) {
    for (const playerId of playerIds) {
      await request(app, 'POST', '/api/champ-team-players', cookie, { champId, teamId, playerId });
    }
  }
}

export interface DemoResult {
  created: boolean;
  leagueId: string;
  subdomain: string;
}

/** Seeds the demo into a running app (tests call this on a fresh test app); `today` places the live season. */
/**
 * The demo organiser runs a configured league site, which the premium plan unlocks (ADR 0022): on the sandbox
 * provider they buy it the way a user does (checkout session, the test card that pays, the signed webhook), so
 * a server that enforces plans lets them keep editing it. With a real provider configured there is nothing to
 * pay with offline: the organiser stays on the free plan.
 */
async function buyPremiumOnTheSandbox(app: App, organiser: string): Promise<void> {
  const session = (
    await request(app, 'POST', '/api/v1/payments/create-checkout-session', organiser, {
      plan: 'premium',
      interval: 'year',
    })
  ).json;
  if (!String(session.url).includes('/checkout/sandbox/')) return;
  await request(app, 'POST', `/api/v1/payments/sandbox/sessions/${session.sessionId}/pay`, organiser, {
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/30',
    cvc: '123',
  });
}

export async function seedDemo(app: App, today: Date = new Date()): Promise<DemoResult> {
  await sessionOf(app, DEMO_ADMIN);
  const organiser = await sessionOf(app, DEMO_ORGANISER);
  const exists = (await request(app, 'GET', `/api/champ-leagues/${DEMO_SUBDOMAIN}/exists`)).json;
  if (exists.exists) {
    const mine = (await request(app, 'GET', '/api/user/leagues', organiser)).json.items as Json[];
    const league = mine.find((l) => l.subdomain === DEMO_SUBDOMAIN);
    return { created: false, leagueId: String(league?.id ?? ''), subdomain: DEMO_SUBDOMAIN };
  }

  await buyPremiumOnTheSandbox(app, organiser);
  const league = (
    await request(app, 'POST', '/api/champ-leagues', organiser, {
      name: 'Riverside Sunday League',
      sportKindId: 'football',
      subdomain: DEMO_SUBDOMAIN,
      description: 'Amateur eleven-a-side football on Sunday mornings since 1987.',
    })
  ).json;
  await request(app, 'PUT', `/api/champ-leagues/${league.id}/page-configuration`, organiser, {
    primaryColor: '#0b6e4f',
    secondaryColor: '#f4c95d',
    welcomeText:
      'Welcome to the Riverside Sunday League: fixtures, results and tables, updated every match day.',
    links: [{ label: 'League rules', url: 'https://example.org/riverside/rules' }],
  });
  const teamIds: string[] = [];
  for (const [name, shortName] of TEAMS) {
    teamIds.push(
      (await request(app, 'POST', '/api/teams', organiser, { name, shortName, sportKindId: 'football' })).json
        .id,
    );
  }
  const rosters = await createRosters(app, organiser, teamIds, `${today.getUTCFullYear() - 1}-01-01`);
  const score = (fixtureId: string, homeScore: number, awayScore: number, penalties?: [number, number]) =>
    request(app, 'PUT', `/api/fixture/${fixtureId}/score`, organiser, {
      homeScore,
      awayScore,
      ...(penalties ? { homePenalties: penalties[0], awayPenalties: penalties[1] } : {}),
    });

  // Last season: a finished double round robin.
  const lastYear = today.getUTCFullYear() - 1;
  const finished = await createChampWithStage(
    app,
    organiser,
    league.id,
    teamIds,
    { name: `Season ${lastYear}`, season: String(lastYear), startDate: `${lastYear}-03-01` },
    { type: 'league', name: 'Regular season', legs: 2 },
    { startDate: `${lastYear}-03-01`, daysBetweenRounds: 7, kickoffTime: '10:30' },
  );
  await registerSquads(app, organiser, finished.champId, rosters);
  const goals = createGoals(lastYear);
  const pick = createPicker(lastYear);
  const play = async (f: DemoFixture, homeGoals: number, awayGoals: number) => {
    const events = goalEvents(pick, f, rosters, homeGoals, awayGoals);
    await request(app, 'POST', `/api/fixture/${f.id}/event/bulk`, organiser, { events });
    await score(f.id, homeGoals, awayGoals);
  };
  for (const f of finished.fixtures) await play(f, goals(), goals());

  // This season: started on the Sunday five weeks ago, a round every Sunday, results up to today.
  const fiveWeeksAgo = new Date(today.getTime() - 35 * 24 * 3600 * 1000);
  const start = new Date(fiveWeeksAgo.getTime() - fiveWeeksAgo.getUTCDay() * 24 * 3600 * 1000);
  const current = await createChampWithStage(
    app,
    organiser,
    league.id,
    teamIds,
    {
      name: `Season ${today.getUTCFullYear()}`,
      season: String(today.getUTCFullYear()),
      startDate: isoDate(start),
    },
    { type: 'league', name: 'Regular season', legs: 2 },
    { startDate: isoDate(start), daysBetweenRounds: 7, kickoffTime: '10:30' },
  );
  await registerSquads(app, organiser, current.champId, rosters);
  const liveGoals = createGoals(today.getUTCFullYear());
  for (const f of current.fixtures) {
    if (f.startsAt && new Date(f.startsAt) < today) await play(f, liveGoals(), liveGoals());
  }
  const live = current.fixtures.find((f) => !f.startsAt || new Date(f.startsAt) >= today);
  if (live) await playLive(app, organiser, live, rosters, today);

  // The cup: a seeded knockout of six (the top two seeds get byes), first round played, one on penalties.
  const cup = await createChampWithStage(
    app,
    organiser,
    league.id,
    teamIds,
    { name: 'Riverside Cup', season: String(today.getUTCFullYear()), startDate: isoDate(start) },
    { type: 'knockout', name: 'Cup' },
    { startDate: isoDate(start), daysBetweenRounds: 14, kickoffTime: '14:00' },
  );
  await registerSquads(app, organiser, cup.champId, rosters);
  const [first, second] = cup.fixtures.filter((f) => f.round === 1);
  if (first) await score(first.id, 2, 1);
  if (second) await score(second.id, 1, 1, [4, 3]);
  // The rest of the cup on Wednesday evenings of the coming weeks, so the calendar has more than Sundays.
  const toWednesday = (3 - today.getUTCDay() + 7) % 7 || 7;
  const cupRounds = [...new Set(cup.fixtures.map((f) => f.round))].sort((x, y) => x - y).slice(1);
  for (const [index, round] of cupRounds.entries()) {
    const evening = atUtc(today, toWednesday + 14 * index, '18:45');
    for (const f of cup.fixtures.filter((c) => c.round === round))
      await request(app, 'PUT', `/api/fixture/${f.id}`, organiser, { startsAt: evening });
  }

  await seedNews(app, organiser, {
    leagueId: league.id,
    seasonId: current.champId,
    cupId: cup.champId,
    teamId: teamIds[0]!,
  });

  return { created: true, leagueId: league.id, subdomain: DEMO_SUBDOMAIN };
}

/** `days` from `today` (UTC) at `time` (`HH:MM`, UTC), as an ISO date-time. */
function atUtc(today: Date, days: number, time: string): string {
  const day = new Date(today.getTime() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
  return new Date(`${day}T${time}:00Z`).toISOString();
}

/** A news item's picture as SVG (the demo carries no image files): a headline on the league's colours. */
function newsImage(caption: string, background: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="${background}"/><rect width="640" height="36" fill="#f4c95d"/><circle cx="320" cy="190" r="120" fill="none" stroke="#ffffff33" stroke-width="10"/><line x1="320" y1="36" x2="320" y2="360" stroke="#ffffff33" stroke-width="6"/><text x="320" y="202" font-family="sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">${caption}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The news of the demo: the league's, the season's, the cup's and a team's, written as an organiser would. */
export const DEMO_NEWS = {
  league: [
    {
      title: 'New season, new pitches: welcome back to Riverside',
      image: newsImage('Welcome back to Riverside', '#0b6e4f'),
      body: `<p>After a summer of reseeding, all three pitches at Riverside Park are ready for the new season. Kick-off stays at <strong>10:30 every Sunday</strong>, and the changing rooms open at 9:45. Parking is free on match days at the leisure centre next door.</p>
<h3>What is new this year</h3>
<ul><li>Live scores and tables on this site, updated from the touchline.</li><li>A match centre for every game: line-ups, scorers and cards.</li><li>Subscribe to your team's fixtures in your phone's calendar from its page.</li></ul>
<p>Team secretaries: please check your squad lists before the first match day. Questions go to the league office as usual.</p>`,
    },
    {
      title: 'Referee course in the spring: volunteers wanted',
      body: `<p>The county FA runs a free introductory referee course at the Old Mill clubhouse on two Saturday mornings in the spring. Every club that sends a volunteer gets a <em>fair-play bonus</em> of one point at the end of the season.</p>
<p>Names to the league office by the end of the month, please. <a href="https://example.org/riverside/referees">Read the course details</a>.</p>`,
    },
  ],
  season: {
    title: 'Title race tightens as the season reaches its second half',
    body: `<p>Three points separate the top three after another busy Sunday. Harbour United kept their unbeaten home record, while Riverside Rovers needed a late winner against a stubborn Castle Park.</p>
<blockquote>"Nobody will run away with it this year," said the Northgate captain after the final whistle.</blockquote>
<p>The second half of the season starts next week: check the calendar for kick-off times.</p>`,
  },
  cup: {
    title: 'Riverside Cup: semi-finals under the lights',
    body: `<p>The first round is done — one tie went all the way to penalties — and the two seeds join the draw. Both semi-finals are played on a <strong>weekday evening under the floodlights</strong>, with the final a fortnight later.</p>
<p>Entry is free; the tea hut stays open until the last penalty.</p>`,
  },
  team: {
    title: 'Riverside Rovers sign up for a charity friendly',
    body: `<p>The Rovers will play a charity friendly against a team of former players at the end of the season. All proceeds go to the local youth section, which now runs teams from under-8 to under-16.</p>
<p>Fancy a game? Training is on Wednesday evenings at 19:00 — new players are always welcome.</p>`,
  },
};

async function seedNews(
  app: App,
  organiser: string,
  owners: { leagueId: string; seasonId: string; cupId: string; teamId: string },
) {
  for (const item of [...DEMO_NEWS.league].reverse())
    await request(app, 'POST', `/api/champ-leagues/${owners.leagueId}/news`, organiser, item);
  await request(app, 'POST', `/api/champs/${owners.seasonId}/news`, organiser, DEMO_NEWS.season);
  await request(app, 'POST', `/api/champs/${owners.cupId}/news`, organiser, DEMO_NEWS.cup);
  await request(app, 'POST', `/api/teams/${owners.teamId}/news`, organiser, DEMO_NEWS.team);
}

/** A tiny "photo" of the match as SVG: the demo carries no image files. */
const MATCH_PHOTO = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="#2f8f46"/><rect x="20" y="20" width="600" height="320" fill="none" stroke="#fff" stroke-width="4"/><line x1="320" y1="20" x2="320" y2="340" stroke="#fff" stroke-width="4"/><circle cx="320" cy="180" r="50" fill="none" stroke="#fff" stroke-width="4"/><circle cx="360" cy="200" r="9" fill="#fff"/><text x="320" y="330" font-family="sans-serif" font-size="20" fill="#fff" text-anchor="middle">Riverside Sunday League</text></svg>',
).toString('base64')}`;

/**
 * The match in progress: kicked off 50 minutes ago, line-ups set, a first half with goals and cards, the
 * second half under way, and media (a photo, a video, a stream). The public match page shows it live.
 */
async function playLive(
  app: App,
  organiser: string,
  fixture: DemoFixture,
  rosters: Map<string, string[]>,
  today: Date,
) {
  const home = rosters.get(fixture.homeTeamId!)!;
  const away = rosters.get(fixture.awayTeamId!)!;
  const path = `/api/fixture/${fixture.id}`;
  await request(app, 'PUT', path, organiser, {
    startsAt: new Date(today.getTime() - 50 * 60_000).toISOString(),
  });
  const sheet = (squad: string[]) => ({
    players: squad.map((playerId, i) => ({ playerId, started: i < 10, captain: i === 5 })),
  });
  // Ten start, the eleventh (a forward) waits on the bench for the second half.
  await request(app, 'PUT', `${path}/homesquad`, organiser, sheet(home));
  await request(app, 'PUT', `${path}/awaysquad`, organiser, sheet(away));
  await request(app, 'PUT', path, organiser, { status: 'live' });
  const h = fixture.homeTeamId!;
  const a = fixture.awayTeamId!;
  await request(app, 'POST', `${path}/event/bulk`, organiser, {
    events: [
      { type: 'goal', teamId: h, playerId: home[9], relatedPlayerId: home[7], minute: 12 },
      { type: 'yellowCard', teamId: a, playerId: away[3], minute: 27 },
      { type: 'penaltyGoal', teamId: a, playerId: away[9], minute: 38 },
      { type: 'goal', teamId: h, playerId: home[8], minute: 45, addedTime: 2 },
    ],
  });
  await request(app, 'PUT', path, organiser, { status: 'halftime' });
  await request(app, 'PUT', path, organiser, { status: 'live' });
  await request(app, 'POST', `${path}/event`, organiser, {
    type: 'substitution',
    teamId: a,
    playerId: away[6],
    relatedPlayerId: away[10],
    minute: 46,
  });
  for (const media of [
    { url: MATCH_PHOTO, title: 'Kick-off at Riverside Park' },
    { url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title: 'First-half highlights' },
    { url: 'https://www.twitch.tv/riversidesundayleague', title: 'Watch live' },
  ]) {
    await request(app, 'POST', `${path}/media`, organiser, media);
  }
}

async function main() {
  const config = loadConfig();
  const lock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    // One line per seeded request would drown the credentials: only warnings and errors.
    // The demo shows what a paying organiser's league looks like (a configured site). On the sandbox the demo
    // organiser buys premium first (seedDemo); plans are not enforced while it seeds (PLAN_LIMITS, ADR 0022) so
    // the demo also fills a server whose real payment provider cannot be paid offline.
    const app = await buildApp({
      config: { ...config, logLevel: 'warn', payments: { ...config.payments, planLimits: false } },
      database,
    });
    await app.ready();
    try {
      const result = await seedDemo(app);
      console.log(result.created ? 'Demo data seeded.' : 'Demo data was already there.');
      const { protocol } = new URL(config.publicUrl);
      console.log(`League site: ${protocol}//${result.subdomain}.${config.runtime.webEngineDomain}`);
      console.log(`League page: ${config.publicUrl}/observe/league/${result.leagueId}`);
      console.log(`Calendar: ${config.publicUrl}/calendar (and /calendar?leagueId=${result.leagueId})`);
      console.log(`League news feed: ${config.publicUrl}/api/champ-leagues/${result.leagueId}/news.atom`);
      console.log(`Demo organiser: ${DEMO_ORGANISER.email} / ${DEMO_ORGANISER.password}`);
      console.log(`Demo system administrator: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
      console.log('(The administrator is only SystemAdmin when the demo was the first to register.)');
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    lock?.release();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
