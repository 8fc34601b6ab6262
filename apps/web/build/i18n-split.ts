import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { type Plugin, runnerImport } from 'vite';

/**
 * Issue 13 (first load ≤ 200 kB of gzipped JavaScript): the English catalogue (`src/i18n/en.ts`, every area's
 * `<area>.en.ts`) is ~100 kB of text, and a page shows a small part of it. In a build, this plugin puts each
 * text next to the code that shows it, so it travels in that code's chunk:
 *
 * - the catalogue is cut into units: a small area (≤ 1.5 kB) is one unit (`nav`, `errors`), a larger one has a
 *   unit per second-level key (`static.footer`, `competitions.form`);
 * - every source module that names a key (`'competitions.form.name'`, `` `match.events.${type}` ``) imports
 *   the units of those keys (virtual modules that add their texts to i18next's `translation` resources), so
 *   `t('area.key')` works as before, on the entry's modules as in a lazy page chunk;
 * - `src/i18n/catalogue.ts` (what `src/i18n/index.ts` starts i18next with) becomes empty.
 *
 * A key built entirely at run time (no literal `area.` in any module on the way) is not found that way; then
 * i18next's missing-key hook in `src/i18n/index.ts` loads the whole catalogue (a chunk of its own) and warns.
 * Development (`vite`) and the tests (`vitest`) keep the whole catalogue in one piece.
 */
export function i18nSplit(): Plugin {
  const catalogueFile = join(import.meta.dirname, '..', 'src', 'i18n', 'en.ts');
  const entryCatalogue = join(import.meta.dirname, '..', 'src', 'i18n', 'catalogue.ts');
  const addTexts = join(import.meta.dirname, '..', 'src', 'i18n', 'add-texts.ts');
  const i18nDir = join(import.meta.dirname, '..', 'src', 'i18n');
  const PREFIX = 'virtual:matchday-texts/';
  let en: Record<string, unknown> = {};
  /** Areas kept whole: one unit each. */
  const whole = new Set<string>();
  /**
   * Areas whose catalogue module some page code imports as a value (static pages read their structure from it):
   * area → the module and its export. Their larger units take the texts from that module rather than repeat
   * them, so a chunk that has the module anyway gets no second copy.
   */
  const valueImported = new Map<string, { file: string; name: string }>();

  /** The units a key (or key pattern, `*` for a `${…}` part) needs, as unit ids. */
  function unitsOf(segments: string[]): string[] {
    const [area, sub, rest] = segments;
    if (area === undefined || !(area in en)) return [];
    if (whole.has(area)) return [area];
    const tree = en[area] as Record<string, unknown>;
    if (sub === undefined || (sub === '*' && rest === undefined))
      return Object.keys(tree).map((k) => `${area}.${k}`);
    if (sub === '*') return [`${area}.*.${rest}`];
    return Object.keys(tree).some((k) => k === sub || k.startsWith(`${sub}_`)) ? [`${area}.${sub}`] : [];
  }

  /** A unit's texts, as the nested object i18next merges. */
  function textsOf(unit: string): Record<string, unknown> {
    const [area, sub, rest] = unit.split('.') as [string, string?, string?];
    if (sub === undefined) return { [area]: en[area] };
    const tree = en[area] as Record<string, Record<string, unknown>>;
    if (sub === '*') {
      const projected: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(tree)) {
        if (value && typeof value === 'object' && rest !== undefined && rest in value)
          projected[key] = { [rest]: value[rest] };
      }
      return { [area]: projected };
    }
    const picked = Object.fromEntries(
      Object.entries(tree).filter(([k]) => k === sub || k.startsWith(`${sub}_`)),
    );
    return { [area]: picked };
  }

  return {
    name: 'matchday:i18n-split',
    apply: 'build',
    async buildStart() {
      const { module } = await runnerImport<{ en: Record<string, unknown> }>(catalogueFile, {
        configFile: false,
        logLevel: 'silent',
      });
      en = module.en;
      valueImported.clear();
      const enSource = readFileSync(catalogueFile, 'utf8');
      const areaOfExport = new Map<string, string>();
      for (const [, area, name] of enSource.matchAll(/^\s+(\w+): (\w+En),$/gm))
        areaOfExport.set(name as string, area as string);
      for (const file of sourceFiles(join(i18nDir, '..'))) {
        if (file.startsWith(i18nDir) || /\.(test|en)\.tsx?$/.test(file)) continue;
        const code = readFileSync(file, 'utf8');
        for (const [, names, from] of code.matchAll(/^import \{([^}]+)\} from '([^']+\.en\.ts)';$/gm)) {
          for (const name of (names as string).split(',').map((n) => n.trim())) {
            const area = areaOfExport.get(name);
            if (area && !name.startsWith('type '))
              valueImported.set(area, { file: resolve(dirname(file), from as string), name });
          }
        }
      }
      whole.clear();
      for (const [area, value] of Object.entries(en)) {
        if (!value || typeof value !== 'object' || JSON.stringify(value).length <= 1500) whole.add(area);
      }
    },
    resolveId(id) {
      if (id.startsWith(PREFIX)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id.startsWith(`\0${PREFIX}`)) {
        const unit = id.slice(PREFIX.length + 1);
        const texts = JSON.stringify(textsOf(unit));
        const source = valueImported.get(unit.split('.')[0] ?? '');
        if (source && texts.length > 1000) {
          // The whole area from its module, which the chunk has anyway (no second copy of the texts).
          const area = JSON.stringify(unit.split('.')[0]);
          return [
            `import { addTexts } from ${JSON.stringify(addTexts)};`,
            `import { ${source.name} } from ${JSON.stringify(source.file)};`,
            `addTexts({ ${area}: ${source.name} });`,
          ].join('\n');
        }
        return `import { addTexts } from ${JSON.stringify(addTexts)};\naddTexts(${texts});\n`;
      }
      if (id === entryCatalogue) return 'export const catalogue = {};\n';
      return null;
    },
    transform(code, id) {
      if (id.startsWith('\0') || id.includes('node_modules') || !/\.(tsx?|jsx?|mjs)$/.test(id)) return null;
      if (id.startsWith(i18nDir) || /\.en\.ts$/.test(id) || /\.test\.tsx?$/.test(id)) return null;
      const units = new Set<string>();
      // A quote or backtick, an area, then `.`-separated parts: names, or `${…}` (any key there).
      const keyPattern = /['"`]([A-Za-z]\w*)\.((?:[\w-]+|\$\{[^}`]*\})(?:\.(?:[\w-]+|\$\{[^}`]*\}))*)?/g;
      for (const match of code.matchAll(keyPattern)) {
        const area = match[1] as string;
        if (!(area in en)) continue;
        const parts = (match[2] ?? '').split(/\.(?![^{]*\})/).filter((part) => part !== '');
        const segments = [area, ...parts.map((part) => (part.startsWith('${') ? '*' : part))];
        for (const unit of unitsOf(segments)) units.add(unit);
      }
      if (units.size === 0) return null;
      const imports = [...units].map((unit) => `import ${JSON.stringify(PREFIX + unit)};`).join('\n');
      // On the first line, so the module's lines (and its source map) stay where they were.
      return { code: `${imports} ${code}`, map: null };
    },
  };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}
