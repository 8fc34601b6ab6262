// The public entry of features/auth (apps/web/README.md, "Layout"): what other features and src/app may use.
// Re-exports only: a build reads an import of this file as imports of the modules it names (build/feature-entries.ts),
// so an importer gets only what it uses, and `import('…/index.ts').then((m) => m.X)` loads X's chunk alone.

export { endSessionUrl, sendVerificationEmail } from './auth-api.ts';
// Where a mail or a text is promised and cannot be sent yet: what to do instead (issue 30).
export { NoMailNotice, useCannotSend } from './NoMailNotice.tsx';
// The person picker: finding somebody by name to invite or to give a role (leagues, registrations, teams).
export { type PersonChoice, PersonPicker } from './PersonPicker.tsx';
// The area's read definitions: what other areas' route loaders load and their components read.
export { sessionQuery, sessionRetryDelay } from './queries.ts';
export { RequireAuth } from './RequireAuth.tsx';
export { type Profile, Role } from './session.ts';
export { useMineFilter } from './useMineFilter.ts';
export { useSession } from './useSession.ts';
export {
  validateConfirmation,
  validateName,
  validateNewPassword,
  validatePresentPassword,
} from './validation.ts';
