// The public entry of features/favorites (apps/web/README.md, "Layout"): what other features and src/app may use.
// Re-exports only: a build reads an import of this file as imports of the modules it names (build/feature-entries.ts),
// so an importer gets only what it uses, and `import('…/index.ts').then((m) => m.X)` loads X's chunk alone.

export { FavoritesSection } from './FavoritesSection.tsx';
export { FavoriteToggle } from './FavoriteToggle.tsx';
export { SignedInFavoriteToggle } from './SignedInFavoriteToggle.tsx';
