import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/**
 * A feature's public entry, `src/features/<area>/index.ts`, is the one file of it other features and src/app import
 * (apps/web/README.md "Layout"; `npm run lint:boundaries` fails an import that reaches past it). An entry holds only
 * re-exports, `export { X } from './X.tsx'`, of what the area offers: hooks, components, pages another area shows.
 *
 * Left to the bundler, such a barrel costs the first load (issue 13, measured on this app): an importer of one name
 * depends on the whole entry, so a module the entry names is placed with every chunk that imports the entry — the
 * layouts' `useSession` brought the admin area's RequireAuth into every page's first chunk — and a lazy page chunk
 * reached both ways lost its own file. In a build this plugin reads each import of an entry as an import of the
 * module the entry re-exports the name from, so no entry is ever a module of the bundle:
 *
 * - `import { useChamp, FixtureRounds } from '../competitions/index.ts'` imports `./api.ts` and `./FixtureRounds.tsx`;
 * - `import('../chat/index.ts').then((m) => m.PageChat)` (the names read from the callback's parameter) loads
 *   `PageChat.tsx`'s chunk alone, as a lazy import of the file itself would.
 *
 * Development (`vite`) and the tests (`vitest`) load the entries as they are. An entry with anything but re-exports,
 * an `import * as` of an entry, or a lazy import whose names cannot be read (or come from two modules) fail the build.
 */
export function featureEntries(): Plugin {
  const featuresDir = join(import.meta.dirname, '..', 'src', 'features');
  /** Entry file → exported name → the module it comes from and its name there. */
  let entries = new Map<string, Map<string, { file: string; name: string }>>();

  const entryOf = (importer: string, specifier: string) => {
    if (!specifier.startsWith('.')) return undefined;
    return entries.get(resolve(dirname(importer), specifier));
  };
  const specifierOf = (importer: string, file: string) => {
    const path = relative(dirname(importer), file).split(sep).join('/');
    return path.startsWith('.') ? path : `./${path}`;
  };

  return {
    name: 'matchday:feature-entries',
    apply: 'build',
    // Before TypeScript is stripped: the imports are read as they are written (and `type` names still show).
    enforce: 'pre',
    buildStart() {
      entries = new Map();
      for (const area of readdirSync(featuresDir, { withFileTypes: true })) {
        if (!area.isDirectory()) continue;
        const file = join(featuresDir, area.name, 'index.ts');
        let source: string;
        try {
          source = readFileSync(file, 'utf8');
        } catch {
          continue;
        }
        entries.set(
          file,
          readEntry(file, source, (message) => this.error(message)),
        );
      }
    },
    transform(code, id) {
      if (id.startsWith('\0') || id.includes('node_modules') || !/\.tsx?$/.test(id.split('?')[0] ?? ''))
        return null;
      const importer = id.split('?')[0] as string;
      if (!code.includes('/index.ts')) return null;
      let changed = false;

      // Static imports: one import per module the names come from, on the statement's lines.
      let next = code.replace(
        /import(\s+type)?\s*(\{[^}]*\}|\*\s+as\s+\w+)\s*from\s*(['"])([^'"]+)\3;?/g,
        (statement, typeOnly: string | undefined, clause: string, _quote, specifier: string) => {
          const entry = entryOf(importer, specifier);
          if (!entry) return statement;
          if (clause.startsWith('*'))
            this.error(
              `${importer}: \`import * as\` of a feature entry (${specifier}); import the names it uses.`,
            );
          const byModule = new Map<string, string[]>();
          for (const part of clause.slice(1, -1).split(',')) {
            const item = part.trim();
            if (!item) continue;
            const match = /^(type\s+)?(\w+)(?:\s+as\s+(\w+))?$/.exec(item);
            if (!match) this.error(`${importer}: cannot read \`${item}\` imported from ${specifier}.`);
            const [, itemType, name, alias] = match as RegExpExecArray;
            const origin = entry.get(name as string);
            if (!origin) this.error(`${importer}: ${specifier} does not export ${name}.`);
            const { file, name: original } = origin as { file: string; name: string };
            const local = alias ?? name;
            const imported = original === local ? original : `${original} as ${local}`;
            const list = byModule.get(file) ?? [];
            list.push(`${itemType ?? ''}${imported}`);
            byModule.set(file, list);
          }
          changed = true;
          const imports = [...byModule].map(
            ([file, names]) =>
              `import${typeOnly ?? ''} { ${names.join(', ')} } from ${JSON.stringify(specifierOf(importer, file))};`,
          );
          // As many lines as the statement had, so the module's lines (and its source map) stay where they were.
          const lines = statement.split('\n').length;
          return imports.join(' ') + '\n'.repeat(lines - 1);
        },
      );

      // Lazy imports: `import('<entry>').then((m) => … m.Name …)`, the names read from the callback.
      next = next.replace(
        /import\(\s*(['"])([^'"]+)\1\s*\)/g,
        (expression, _quote, specifier: string, offset: number) => {
          const entry = entryOf(importer, specifier);
          if (!entry) return expression;
          const rest = next.slice(offset + expression.length);
          const then = /^\s*\.then\(\s*\(?\s*(\w+)\s*\)?\s*=>/.exec(rest);
          const body = then ? callbackBody(rest, then[0].length) : undefined;
          const names =
            then && body
              ? [...body.matchAll(new RegExp(`\\b${then[1]}\\.(\\w+)`, 'g'))].map((m) => m[1])
              : [];
          const files = new Set(names.map((name) => entry.get(name as string)?.file));
          if (names.length === 0 || files.size !== 1 || files.has(undefined))
            this.error(
              `${importer}: a lazy import of ${specifier} must read its names from the callback's parameter, all from ` +
                `one module: \`import('${specifier}').then((m) => m.Name)\`.`,
            );
          changed = true;
          const lazy = `import(${JSON.stringify(specifierOf(importer, [...files][0] as string))})`;
          // A name the entry renames (`export { loader as teamPageLoader } from './ObserveTeamPage.tsx'`) is not the
          // module's: the module is handed on with the entry's names, or the callback would read `undefined`.
          const read = [...new Set(names as string[])].map((name) => [name, entry.get(name)?.name ?? name]);
          if (read.every(([name, original]) => name === original)) return lazy;
          return `${lazy}.then((module) => ({ ${read.map(([name, original]) => `${name}: module.${original}`).join(', ')} }))`;
        },
      );

      return changed ? { code: next, map: null } : null;
    },
  };
}

/** An entry's re-exports: exported name → the module (absolute) and its name there. Anything else is an error. */
function readEntry(file: string, source: string, fail: (message: string) => never) {
  const names = new Map<string, { file: string; name: string }>();
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');
  const rest = withoutComments.replace(
    /export\s*\{([^}]*)\}\s*from\s*'(\.\/[^']+)';/g,
    (_statement, clause: string, specifier: string) => {
      for (const part of clause.split(',')) {
        const item = part.trim();
        if (!item) continue;
        const match = /^(?:type\s+)?(\w+)(?:\s+as\s+(\w+))?$/.exec(item);
        if (!match) fail(`${file}: cannot read the re-export \`${item}\`.`);
        const [, name, alias] = match as RegExpExecArray;
        names.set((alias ?? name) as string, {
          file: resolve(dirname(file), specifier),
          name: name as string,
        });
      }
      return '';
    },
  );
  if (rest.replace(/export\s*\{\s*\};?/, '').trim() !== '')
    fail(
      `${file}: a feature entry holds only re-exports (\`export { X } from './X.tsx';\`), found: ${rest.trim()}`,
    );
  return names;
}

/** The text of a `.then(` callback from `start` (just after its `=>`) to the `)` that closes the `.then(`. */
function callbackBody(text: string, start: number): string | undefined {
  let depth = 1;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === "'" || c === '"' || c === '`') {
      const close = text.indexOf(c, i + 1);
      if (close < 0) return undefined;
      i = close;
    } else if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') {
      depth--;
      if (depth === 0) return text.slice(start, i);
    }
  }
  return undefined;
}
