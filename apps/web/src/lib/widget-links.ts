/** The embeddable widgets of a competition (routes `/widget/champ/{id}/{kind}`), and their snippets. */
export const WIDGET_KINDS = ['standings', 'fixtures', 'results'] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];

export const WIDGET_THEMES = ['light', 'dark'] as const;
export type WidgetTheme = (typeof WIDGET_THEMES)[number];

export function toWidgetPath(champId: string, kind: WidgetKind, theme: WidgetTheme = 'light'): string {
  return `/widget/champ/${champId}/${kind}?theme=${theme}`;
}

/** The `?theme=` of a widget's address: `dark`, or `light` for anything else. */
export function toWidgetTheme(value: string | null): WidgetTheme {
  return value === 'dark' ? 'dark' : 'light';
}

/** A standings table is taller than a list of ten matches. */
const HEIGHT: Record<WidgetKind, number> = { standings: 520, fixtures: 460, results: 460 };

/** The iframe an organiser pastes into their site (no script: nothing of theirs can break, nothing of ours leaks). */
export function toWidgetSnippet(
  origin: string,
  champId: string,
  kind: WidgetKind,
  theme: WidgetTheme,
  title: string,
): string {
  const src = `${origin}${toWidgetPath(champId, kind, theme)}`;
  const safeTitle = title.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  return `<iframe src="${src}" title="${safeTitle}" width="100%" height="${HEIGHT[kind]}" style="border:0;max-width:640px" loading="lazy"></iframe>`;
}
