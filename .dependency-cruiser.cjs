// Module boundaries, checked by `npm run lint` (docs/ARCHITECTURE.md "Server" and "Layers"; apps/server/README.md
// "Boundaries"; apps/web/README.md "Layout"). Each rule's `comment` is what a person who trips it reads: it says the
// rule and what to do. apps/server/test/boundaries.test.ts proves the rules fire on a small fixture tree.

const SERVER = '^apps/server/src/';
const MODULES = `${SERVER}modules/`;
/** Tests and test helpers may reach across modules (a cast of users, builders through the real endpoints). */
const TESTS = '[.](test|testing)[.]tsx?$';

/**
 * The tables a module may read: `db/schema/<module>.ts` unless listed here. The lead splits
 * `db/schema/competitions.ts` into `leagues.ts`, `champs.ts`, `stages.ts` and `fixtures.ts`, one per module.
 * security owns better-auth's tables (auth.ts); the users module edits the profile columns of better-auth's
 * `users` table, so it reads auth.ts too.
 */
const SCHEMA_OF_MODULE = {
  security: ['auth'],
  users: ['users', 'auth'],
};
/** Schema files of no module, any module may import them (column helpers, shared enums). */
const SHARED_SCHEMA = ['columns', 'types'];

/**
 * The competition modules depend one way: a later one may use an earlier one's service, never the reverse.
 * Players come after the fixtures (squads name competitions and teams); match sheets name fixtures and squad
 * players; participation (check-in, withdrawals: issue 27) forfeits and expunges fixtures; standings read match
 * sheets for fair play (cards) and participation for the notes of withdrawn teams; player-stats reads them all.
 */
const COMPETITION_ORDER = [
  'leagues',
  'champs',
  'stages',
  'fixtures',
  'players',
  'registrations',
  'match-sheets',
  'participation',
  'standings',
  'reports',
  'player-stats',
];

/** Non-capturing: depcruise numbers only the groups that matched, so `$1` stays the module's name. */
const anyOf = (names) => `(?:${names.join('|')})`;

const WEB = '^apps/web/src/';
const FEATURES = `${WEB}features/`;
/**
 * The web app's tests and test helpers (a cast of canned answers, render helpers) may reach into any feature, as the
 * server's tests may: what they import is never part of a page.
 */
const WEB_TESTS = [
  TESTS,
  '(^|/)(test-utils|test-data|admin-test-data|render-with-config|fake-[\\w-]+)[.]tsx?$',
  `${WEB}test/`,
];

/**
 * The web app's features (apps/web/src/features/<area>) depend one way, in layers, lowest first: a feature imports
 * only features of lower layers, through their public entry (index.ts), never one of its own layer or above, so no
 * two features ever import each other, however indirectly. Each layer's areas show the ones below on their pages:
 * the signed-in user and images; pieces other pages show (chat, favourites, news, plans and entry fees, venues); the
 * shell's sport types and figures, referees, registration requests; calendar and leagues; players; competitions
 * (their admin page shows squads, registrations, venues, news); match centre, teams and widgets (they read
 * competitions); the public pages (observe); then a league's own site and the areas only src/app opens.
 * The layers are the check that no two feature folders form a circle (`no-circular` sees circles of modules only; a
 * folder-scoped `circular` rule would count the tests, which may cross features, and say nothing of which way to go).
 */
const FEATURE_LAYERS = [
  ['auth', 'images'],
  ['chat', 'favorites', 'news', 'payments', 'venues'],
  ['home', 'referees', 'registrations'],
  ['calendar', 'leagues'],
  ['players'],
  ['competitions'],
  ['match-centre', 'teams', 'widgets'],
  ['observe'],
  ['league-site', 'contact', 'outbox', 'profile', 'requests', 'search', 'static'],
];
const ALL_FEATURES = FEATURE_LAYERS.flat();
const layersText = FEATURE_LAYERS.map((layer) => layer.join(', ')).join(' ← ');

/** A feature imports features of lower layers only. */
const featureLayerRules = FEATURE_LAYERS.flatMap((layer, index) => {
  const below = FEATURE_LAYERS.slice(0, index).flat();
  const sameOrAbove = FEATURE_LAYERS.slice(index).flat();
  return layer.map((feature) => ({
    name: `web-features-one-way-${feature}`,
    severity: 'error',
    comment: `The web app's features depend one way, in layers (FEATURE_LAYERS in .dependency-cruiser.cjs, apps/web/README.md "Layout"), lowest first: ${layersText}. ${feature} may import ${below.length ? `only ${below.join(', ')}` : 'no other feature'} (each through its index.ts), never ${sameOrAbove.filter((f) => f !== feature).join(', ')}: an import sideways or upwards is how two features come to import each other, however indirectly, and then neither can change alone. Move what both need down: shared UI to src/components, a pure helper to src/lib, an API piece to src/api, or into the lower feature that owns it.`,
    from: { path: `${FEATURES}${feature}/`, pathNot: WEB_TESTS },
    to: { path: `${FEATURES}${anyOf(sameOrAbove.filter((f) => f !== feature))}/` },
  }));
});

const schemaRule = (name, from, allowed) => ({
  name,
  severity: 'error',
  comment:
    "A module reads only its own tables: modules/<m>/ imports db/schema/<m>.ts (mapping in SCHEMA_OF_MODULE of .dependency-cruiser.cjs: security → auth.ts, users → users.ts and auth.ts; competitions.ts splits into leagues.ts, champs.ts, stages.ts, fixtures.ts) and the shared helpers (db/schema/columns.ts, types.ts). Another module's rows come through that module's exported service; core/access.ts is the one exception (the access repository). db/schema/index.ts is for the database client and drizzle-kit only.",
  from: { path: from, pathNot: TESTS },
  to: {
    path: `${SERVER}db/schema/`,
    pathNot: `${SERVER}db/schema/${anyOf([...allowed, ...SHARED_SCHEMA])}[.]ts$`,
  },
});

const mapped = Object.keys(SCHEMA_OF_MODULE);

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Imports form a circle here. A circle makes load order decide behaviour and ties the files into one unit. Break it: move the shared piece down (packages/domain, core/, or the earlier module), or let the later side subscribe to an event (core/events.ts) instead of being called.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-and-plugins-not-modules',
      severity: 'error',
      comment:
        'core/ and plugins/ are below the modules: they never import apps/server/src/modules/**. If a plugin needs what a module does, the module registers it (a hook, a subscriber on the event bus, a decorator set in app.ts), or the shared piece moves into core/ or a plugin.',
      from: { path: `${SERVER}(core|plugins)/`, pathNot: TESTS },
      to: { path: MODULES },
    },
    {
      name: 'no-other-module-repo',
      severity: 'error',
      comment:
        'A module never imports another module\'s *.repo.ts (docs/ARCHITECTURE.md "Layers"): call that module\'s exported service, which applies its rules and access. Access checks go through core/access.ts.',
      from: { path: `${MODULES}([^/]+)/`, pathNot: TESTS },
      to: { path: `${MODULES}[^/]+/[^/]+[.]repo[.]ts$`, pathNot: `${MODULES}$1/` },
    },
    {
      name: 'no-other-module-routes',
      severity: 'error',
      comment:
        "A module never imports another module's *.routes.ts: routes are the HTTP edge and only app.ts registers them. Call the other module's service instead.",
      from: { path: `${MODULES}([^/]+)/`, pathNot: TESTS },
      to: { path: `${MODULES}[^/]+/[^/]+[.]routes[.]ts$`, pathNot: `${MODULES}$1/` },
    },
    schemaRule('own-tables-only', `${MODULES}(?!${anyOf(mapped)}/)([^/]+)/`, ['$1']),
    ...mapped.map((module) =>
      schemaRule(`own-tables-only-${module}`, `${MODULES}${module}/`, SCHEMA_OF_MODULE[module]),
    ),
    ...COMPETITION_ORDER.slice(0, -1).map((module, index) => ({
      name: `competitions-one-way-${module}`,
      severity: 'error',
      comment: `The competition modules depend one way: ${COMPETITION_ORDER.join(' ← ')}. A later module may call an earlier one's service, never the reverse, so ${module} imports none of ${COMPETITION_ORDER.slice(index + 1).join(', ')}. If ${module} must react to what a later module does, subscribe to its event (core/events.ts); if it needs a rule, move the rule into packages/domain.`,
      from: { path: `${MODULES}${module}/`, pathNot: TESTS },
      to: { path: `${MODULES}${anyOf(COMPETITION_ORDER.slice(index + 1))}/` },
    })),
    {
      name: 'teams-and-reference-below-competitions',
      severity: 'error',
      comment: `teams and reference sit below the competitions: they never import ${COMPETITION_ORDER.join(', ')}. A team's competitions are asked of the competition modules (which may call teams), or the team subscribes to their events.`,
      from: { path: `${MODULES}(teams|reference)/`, pathNot: TESTS },
      to: { path: `${MODULES}${anyOf(COMPETITION_ORDER)}/` },
    },
    {
      name: 'venues-below-competitions',
      severity: 'error',
      comment: `venues (venues and referees) sit below the competitions: they never import ${COMPETITION_ORDER.join(', ')}. What venues need of fixtures (which fixture uses a venue, a competition's venues) fixtures hands over at start (app.ts calls provideFixtureUsage; ADR 0016).`,
      from: { path: `${MODULES}venues/`, pathNot: TESTS },
      to: { path: `${MODULES}${anyOf(COMPETITION_ORDER)}/` },
    },
    {
      name: 'nothing-uses-favorites',
      severity: 'error',
      comment:
        "favorites sits on top of the modules: it may call every module's service (players, teams, champs, leagues), and no module imports it (only app.ts registers its routes). If a module must react to favourites, subscribe to `favorite.changed` (core/events.ts); if favourites must react to a module, subscribe to its event.",
      // user-stats and calendar sit on top too: they read a user's favourites through the favorites service.
      from: { path: `${MODULES}(?!favorites/|user-stats/|calendar/)[^/]+/`, pathNot: TESTS },
      to: { path: `${MODULES}favorites/` },
    },
    {
      name: 'nothing-uses-user-stats',
      severity: 'error',
      comment:
        "user-stats sits on top of every module: it reads a user's teams, players, leagues, competitions and favourites through their services, and no module imports it (only app.ts registers its routes). A module that needs a user's figures asks the owning module's service, not user-stats.",
      from: { path: `${MODULES}(?!user-stats/)[^/]+/`, pathNot: TESTS },
      to: { path: `${MODULES}user-stats/` },
    },
    {
      name: 'nothing-uses-calendar',
      severity: 'error',
      comment:
        'calendar sits on top of every module: it reads fixtures, competitions, leagues, teams, players, venues and favourites through their services to answer the calendar and its iCalendar feeds, and no module imports it (only app.ts registers its routes).',
      from: { path: `${MODULES}(?!calendar/)[^/]+/`, pathNot: TESTS },
      to: { path: `${MODULES}calendar/` },
    },
    {
      name: 'nothing-uses-payments',
      severity: 'error',
      comment:
        'payments (plans, subscriptions, checkout, payouts; ADR 0022) sits on top: it calls the champs, leagues, registrations and users services, and no module imports it (only app.ts starts it). A module that must check a plan asks core/plan-gate.ts `requirePlan(ctx, …)`, which uses the plan gate the payments wiring gives its app (`app.deps.planGate`, carried by every request context); registrations hears of refunds through the hook the wiring hands it (`providePaidTeamRequestRejectedHook`).',
      from: { path: `${MODULES}(?!payments/)[^/]+/`, pathNot: TESTS },
      to: { path: `${MODULES}payments/` },
    },
    {
      name: 'nothing-uses-search',
      severity: 'error',
      comment:
        "search sits on top of every module it searches (leagues, champs, teams, players, news): each of them matches its own table (a `search*` function of its service) and search merges and ranks; no module imports it (only app.ts registers its routes). A module that needs to find items by name asks the owning module's service.",
      from: { path: `${MODULES}(?!search/)[^/]+/`, pathNot: TESTS },
      to: { path: `${MODULES}search/` },
    },
    {
      name: 'nothing-uses-stats',
      severity: 'error',
      comment:
        "stats sits on top of every module: it asks each module's service for a count (the site's figures), and no module imports it (only app.ts registers its routes). A module that needs a count asks the owning module's service.",
      from: { path: `${MODULES}(?!stats/)[^/]+/`, pathNot: TESTS },
      to: { path: `${MODULES}stats/` },
    },
    {
      name: 'nothing-uses-page-meta',
      severity: 'error',
      comment:
        "page-meta sits on top of the modules: it reads leagues, competitions, fixtures, teams, players and venues through their services to say what a public page is about (its title and link preview), and no module imports it (app.ts hands it to the web plugin). A module that needs a page's title asks the owning module's service.",
      from: { path: `${MODULES}(?!page-meta/)[^/]+/`, pathNot: TESTS },
      to: { path: `${MODULES}page-meta/` },
    },
    {
      name: 'nothing-uses-player-stats',
      severity: 'error',
      comment:
        "player-stats is the end of the competition chain: it may call players and every module before it (fixtures, champs, leagues, teams, reference), and no module imports it (only app.ts registers its routes). A module that needs a player's numbers computes them from the domain's player-stats functions, or subscribes to an event.",
      from: { path: `${MODULES}(?!player-stats/)[^/]+/`, pathNot: TESTS },
      to: { path: `${MODULES}player-stats/` },
    },
    {
      name: 'domain-imports-nothing-of-ours',
      severity: 'error',
      comment:
        'packages/domain is pure competition logic (docs/ARCHITECTURE.md "Layers"): it imports nothing of ours (no contracts, no server, no web) and no node:* module. Take what it needs as arguments (today, a seed).',
      from: { path: '^packages/domain/' },
      to: { path: '^(apps/|packages/(?!domain/))' },
    },
    {
      name: 'domain-no-node-or-packages',
      severity: 'error',
      comment:
        'packages/domain does no I/O: no node:* module and no npm package (no Fastify, Drizzle, React). Tests may use vitest and fast-check.',
      from: { path: '^packages/domain/', pathNot: TESTS },
      to: {
        dependencyTypes: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'],
      },
    },
    {
      name: 'contracts-only-domain-and-zod',
      severity: 'error',
      comment:
        'packages/contracts is the shapes the server and the web app agree on: it imports only packages/domain and zod. No server, no web, no node:*, no other package.',
      from: { path: '^packages/contracts/', pathNot: TESTS },
      to: { pathNot: '^packages/(contracts|domain)/|(^|/)node_modules/zod/' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      comment:
        'apps/web never imports apps/server: it calls the API through the route contract (packages/contracts, `callApi`). Shared shapes and rules belong in packages/contracts or packages/domain.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'web-feature-through-its-entry',
      severity: 'error',
      comment:
        "A feature is reached only through its public entry: a file of features/<a> imports another feature's apps/web/src/features/<b>/index.ts, never a file inside it (apps/web/README.md \"Layout\"). Need something the entry does not offer? Add it to <b>/index.ts as a re-export (`export { X } from './X.tsx';`); shown lazily, import the entry lazily: `lazyNamed(() => import('../b/index.ts').then((m) => m.X))` (a build loads X's chunk alone, build/feature-entries.ts). Tests and test helpers are exempt.",
      from: { path: `${FEATURES}([^/]+)/`, pathNot: WEB_TESTS },
      to: { path: FEATURES, pathNot: `${FEATURES}(?:$1/|[^/]+/index[.]ts$)` },
    },
    {
      name: 'web-app-through-feature-entries',
      severity: 'error',
      comment:
        "src/app (router, layouts, providers) and the files at src/ reach a feature through its index.ts too. Pages are part of that contract: router.tsx loads each page by its file, lazily (`lazy: () => import('../features/<a>/<Name>Page.tsx')`), so each page is a chunk of its own and build/admin-preload.ts and build/page-preloads.ts know it by its file; so does a feature's route table, `<a>-routes.tsx` (a league's own site: App.tsx, hydration.ts, entry-server.tsx). src/i18n/en.ts gathers each feature's catalogue, `<a>.en.ts`. Anything else: add it to the feature's index.ts and import that.",
      from: { path: `${WEB}(?!features/)`, pathNot: WEB_TESTS },
      to: {
        path: FEATURES,
        pathNot: `${FEATURES}[^/]+/(?:index[.]ts|[A-Z]\\w*Page(?:Route)?[.]tsx|[\\w-]+-routes[.]tsx|[\\w-]+[.]en[.]ts)$`,
      },
    },
    {
      name: 'web-pages-load-lazily',
      severity: 'error',
      comment:
        "src/app loads a page only lazily (router.tsx: `lazy: () => import(...)`): a static import puts the page into the first load of every page (issue 13: 200 kB of gzipped script at most). Something of the page is needed at once? Move it out of the page, into the feature's index.ts or src/components.",
      from: { path: `${WEB}(?!features/)`, pathNot: WEB_TESTS },
      to: { path: `${FEATURES}[^/]+/[A-Z]\\w*Page(?:Route)?[.]tsx$`, dynamic: false },
    },
    {
      name: 'web-shared-below-features',
      severity: 'error',
      comment:
        'src/components (shared UI), src/lib (pure helpers) and src/api (the API client, queries more than one feature needs) sit below the features: they never import apps/web/src/features/**. A shared piece that needs a feature belongs in that feature (exported from its index.ts); what the feature needs of it, pass in as props or arguments.',
      from: { path: `${WEB}(?:components|lib|api)/`, pathNot: WEB_TESTS },
      to: { path: FEATURES },
    },
    ...featureLayerRules,
    {
      name: 'web-feature-in-layers',
      severity: 'error',
      comment: `Every folder of apps/web/src/features has its place in FEATURE_LAYERS (.dependency-cruiser.cjs): this one is not there, so the one-way rules do not cover it. Add it to the lowest layer above every feature it imports (and below every feature that imports it). Today: ${layersText}.`,
      from: { path: `${FEATURES}(?!${anyOf(ALL_FEATURES)}/)([^/]+)/`, pathNot: WEB_TESTS },
      to: { path: FEATURES, pathNot: `${FEATURES}$1/` },
    },
    {
      name: 'web-feature-in-layers-imported',
      severity: 'error',
      comment: `Every folder of apps/web/src/features has its place in FEATURE_LAYERS (.dependency-cruiser.cjs): the feature imported here is not there, so the one-way rules do not cover it. Add it to the lowest layer above every feature it imports (and below this one). Today: ${layersText}.`,
      from: { path: `${FEATURES}([^/]+)/`, pathNot: WEB_TESTS },
      to: { path: `${FEATURES}(?!${anyOf(ALL_FEATURES)}/)[^/]+/`, pathNot: `${FEATURES}$1/` },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        'This import cannot be resolved: a typo, or a package missing from package.json (npm install it with an exact version).',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|migrations)/' },
    // Type-only imports count: a circle through types still ties the files together.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
