import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { featureEntries } from '../../build/feature-entries.ts';

/** build/feature-entries.ts on the real entries: what a build makes of the imports of a feature's public entry. */
const src = join(dirname(fileURLToPath(import.meta.url)), '..');
const observePage = join(src, 'features/observe/SomePage.tsx');

const plugin = featureEntries();
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};

function transform(code: string, id = observePage): string | null {
  const hook = plugin.transform as (
    this: typeof context,
    code: string,
    id: string,
  ) => { code: string } | null;
  return hook.call(context, code, id)?.code ?? null;
}

beforeAll(() => {
  (plugin.buildStart as (this: typeof context) => void).call(context);
});

describe('feature entries in a build (build/feature-entries.ts)', () => {
  it('reads every feature’s index.ts: an entry holds only re-exports', () => {
    const areas = readdirSync(join(src, 'features'), { withFileTypes: true }).filter((d) => d.isDirectory());
    expect(areas.length).toBeGreaterThan(20);
    // buildStart above read them all without an error; an import of each entry's first name resolves.
    expect(transform("import { useSession } from '../auth/index.ts';\n")).toBe(
      'import { useSession } from "../auth/useSession.ts";\n',
    );
  });

  it('imports each name from the module the entry names, on the statement’s lines', () => {
    const code = [
      'import {',
      '  EmbedWidgetsButton,',
      '  useChamp,',
      "} from '../competitions/index.ts';",
      "import { LeagueLogo } from '../../components/LeagueLogo.tsx';",
      'useChamp;',
    ].join('\n');
    const out = transform(code) as string;
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
    expect(out).toContain('import { EmbedWidgetsButton } from "../competitions/EmbedWidgetsButton.tsx";');
    expect(out).toContain('import { useChamp } from "../competitions/api.ts";');
    expect(out).toContain("import { LeagueLogo } from '../../components/LeagueLogo.tsx';");
    expect(out).not.toContain('index.ts');
  });

  it('keeps aliases and type-only names', () => {
    const out = transform(
      "import { type Profile, Role as Roles } from '../auth/index.ts';\nimport type { OfferRange } from '../registrations/index.ts';\n",
    );
    expect(out).toContain('import { type Profile, Role as Roles } from "../auth/session.ts";');
    expect(out).toContain('import type { OfferRange } from "../registrations/offer-dialog.ts";');
  });

  it('loads a lazy part’s own chunk: the names come from the callback’s parameter', () => {
    const out = transform(
      [
        "const PageChat = lazyNamed(() => import('../chat/index.ts').then((m) => m.PageChat));",
        'const Page = () => import(\'../players/index.ts\').then((m) => ({ element: <m.PlayerDetailsPage mode="observe" /> }));',
      ].join('\n'),
    );
    expect(out).toContain('import("../chat/PageChat.tsx").then((m) => m.PageChat)');
    expect(out).toContain(
      'import("../players/PlayerDetailsPage.tsx").then((m) => ({ element: <m.PlayerDetailsPage',
    );
  });

  it('hands a lazy import the names its entry gives, renamed ones too', () => {
    // features/observe/index.ts: `export { loader as teamPageLoader, ObserveTeamPage } from './ObserveTeamPage.tsx'`.
    // The module has no `teamPageLoader`: read from it directly, a league site's team page had no loader.
    const out = transform(
      "const route = () => import('../observe/index.ts').then((m) => ({ Component: m.ObserveTeamPage, loader: m.teamPageLoader(page) }));",
    );
    expect(out).toContain(
      'import("./ObserveTeamPage.tsx").then((module) => ({ ObserveTeamPage: module.ObserveTeamPage, teamPageLoader: module.loader })).then((m) => ({ Component: m.ObserveTeamPage, loader: m.teamPageLoader(page) }))',
    );
  });

  it('leaves a module that imports no entry alone', () => {
    expect(
      transform("import { ChatPanel } from './ChatPanel.tsx';\n", join(src, 'features/chat/X.tsx')),
    ).toBeNull();
  });

  it('fails what it cannot read: a name the entry lacks, `import * as`, a lazy import without names', () => {
    expect(() => transform("import { ChatPanel } from '../chat/index.ts';\n")).toThrow(
      /does not export ChatPanel/,
    );
    expect(() => transform("import * as chat from '../chat/index.ts';\n")).toThrow(/import \* as/);
    expect(() => transform("const chat = import('../chat/index.ts');\n")).toThrow(/lazy import/);
    expect(() =>
      transform("import('../chat/index.ts').then((m) => [m.PageChat, m.ChatProvider]);\n"),
    ).toThrow(/one module/);
  });
});
