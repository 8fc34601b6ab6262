// The public entry of features/registrations (apps/web/README.md, "Layout"): what other features and src/app may use.
// Re-exports only: a build reads an import of this file as imports of the modules it names (build/feature-entries.ts),
// so an importer gets only what it uses, and `import('…/index.ts').then((m) => m.X)` loads X's chunk alone.

export { AskToJoinTeamDialog } from './AskToJoinTeamDialog.tsx';
export {
  useDecideInvitation,
  useDecideTeamRequest,
  useInvitation,
  useInvitations,
  usePlayerRequests,
  useRegistrationSettings,
  useTeamRequests,
} from './api.ts';
export { ChampRegistrationsTab } from './ChampRegistrationsTab.tsx';
export { DecisionFacts } from './DecisionFacts.tsx';
export { Fact } from './Fact.tsx';
export { InviteByEmailDialog } from './InviteByEmailDialog.tsx';
export {
  findDateMessageKey,
  findOfferedTeam,
  findRangeProblem,
  isSendEnabled,
  type OfferedPlayer,
  type OfferRange,
  toOfferRequest,
} from './offer-dialog.ts';
export { PlayerRequestCard } from './PlayerRequestCard.tsx';
export { PlayerRequestsSection } from './PlayerRequestsSection.tsx';
// The area's read definitions: what other areas' route loaders load and their components read.
export { registrationKeys, registrationSettingsQuery } from './queries.ts';
export { RegisterTeamButton } from './RegisterTeamButton.tsx';
export { RequestActions } from './RequestActions.tsx';
export { RequestCard } from './RequestCard.tsx';
export { SignedInPlayerRequestsSection } from './SignedInPlayerRequestsSection.tsx';
export { TimeAgo } from './TimeAgo.tsx';
