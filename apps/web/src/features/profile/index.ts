// The public entry of features/profile (apps/web/README.md, "Layout"): what other features and src/app may use.
// Re-exports only: a build reads an import of this file as imports of the modules it names (build/feature-entries.ts),
// so an importer gets only what it uses, and `import('…/index.ts').then((m) => m.X)` loads X's chunk alone.

// The person picker: finding somebody by name to invite or to give a role (leagues, registrations, teams).
export { type PersonChoice, PersonPicker } from './PersonPicker.tsx';
