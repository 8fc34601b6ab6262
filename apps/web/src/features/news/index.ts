// The public entry of features/news (apps/web/README.md, "Layout"): what other features and src/app may use.
// Re-exports only: a build reads an import of this file as imports of the modules it names (build/feature-entries.ts),
// so an importer gets only what it uses, and `import('…/index.ts').then((m) => m.X)` loads X's chunk alone.

export { NewsAdminPanel } from './NewsAdminPanel.tsx';
export { NewsList } from './NewsList.tsx';
/** A news item's page, for a league's own site (the main site's router loads it by its file). */
export { loader as newsPageLoader, NewsPage } from './NewsPage.tsx';
// The area's read definitions: what other areas' route loaders load and their components read.
export { NEWS_SECTION_SIZE, type NewsOwnerRef, newsItemQuery, ownerNewsQuery } from './queries.ts';
