// The registration settings form's values and the contract body they become. No React here.
import type { RegistrationSettings, UpdateRegistrationSettingsBody } from '@matchday/contracts';
import { toMajorUnits, toMinorUnits } from '../../lib/money.ts';

/** The contract's team limit (UpdateRegistrationSettingsBody.maxTeams). */
export const MIN_TEAMS = 2;
export const MAX_TEAMS = 1024;

export type SettingsValues = {
  registrationOpen: boolean;
  registrationDeadline: string | null;
  maxTeams: number | string;
  hasFee: 'none' | 'fee';
  amount: number | string;
  currency: string;
};

/** The saved settings as the form shows them: the fee as a decimal amount (2500 EUR cents → 25). */
export function toSettingsValues(settings: RegistrationSettings): SettingsValues {
  return {
    registrationOpen: settings.registrationOpen,
    registrationDeadline: settings.registrationDeadline,
    maxTeams: settings.maxTeams ?? '',
    hasFee: settings.entryFee ? 'fee' : 'none',
    amount: settings.entryFee ? toMajorUnits(settings.entryFee) : '',
    currency: settings.entryFee?.currency ?? 'EUR',
  };
}

/** The form's values as the contract's body: the fee's decimal amount in minor units (25.00 EUR → 2500). */
export function toSettingsBody(values: SettingsValues): UpdateRegistrationSettingsBody {
  const amount = values.hasFee === 'fee' ? toMinorUnits(values.amount, values.currency) : undefined;
  return {
    registrationOpen: values.registrationOpen,
    registrationDeadline: values.registrationDeadline || null,
    maxTeams: values.maxTeams === '' ? null : Number(values.maxTeams),
    entryFee: amount === undefined ? null : { amount, currency: values.currency },
  };
}
