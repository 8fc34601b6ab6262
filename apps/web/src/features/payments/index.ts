// The public entry of features/payments (apps/web/README.md, "Layout"): what other features and src/app may use.
// Re-exports only: a build reads an import of this file as imports of the modules it names (build/feature-entries.ts),
// so an importer gets only what it uses, and `import('…/index.ts').then((m) => m.X)` loads X's chunk alone.

export { goTo, notifyFailureLater, useCreateCheckoutSession, usePaymentLinks, usePlan } from './api.ts';
export { DonateForm } from './DonateForm.tsx';
export { EntryFeeReturnNotice } from './EntryFeeReturnNotice.tsx';
export { PayEntryFeeButton } from './PayEntryFeeButton.tsx';
export { PayoutsTab } from './PayoutsTab.tsx';
export { PlanRequirement } from './PlanRequirement.tsx';
export { findPrice, INTERVAL_ORDER, isBillingInterval, isPaidPlan, PLAN_ORDER } from './plans.ts';
export { SubscriptionTab } from './SubscriptionTab.tsx';
