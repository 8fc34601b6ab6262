import { notifications } from '@mantine/notifications';
import { ApiError } from '../api/http.ts';
import i18n from '../i18n/index.ts';

/**
 * The spec's success / warning / error notification actions (§8). Messages are i18n texts; callers pass
 * an already translated message (t('…')).
 */
/** Mantine's close button has no name of its own: screen readers would announce an unnamed button. */
const closeButtonProps = () => ({ 'aria-label': i18n.t('notify.close') });

export function notifySuccess(message: string) {
  notifications.show({
    color: 'teal',
    title: i18n.t('notify.success'),
    message,
    closeButtonProps: closeButtonProps(),
    autoClose: 4000,
  });
}

export function notifyWarning(message: string) {
  notifications.show({
    color: 'yellow',
    title: i18n.t('notify.warning'),
    message,
    closeButtonProps: closeButtonProps(),
    autoClose: 6000,
  });
}

export function notifyError(message: string) {
  notifications.show({
    color: 'red',
    title: i18n.t('notify.error'),
    message,
    closeButtonProps: closeButtonProps(),
    autoClose: 8000,
  });
}

/** An error from a call, in words a person can act on: known codes have catalogue texts. */
export function toErrorMessage(error: unknown): string {
  const plan = findRequiredPlan(error);
  if (plan) return i18n.t('payments.limits.required', { plan: i18n.t(`payments.plans.${plan}`) });
  if (error instanceof ApiError) {
    const key = `errors.${error.code}`;
    if (i18n.exists(key)) return i18n.t(key);
    if (error.status === 0) return i18n.t('errors.network.unreachable');
    if (error.status >= 500) return i18n.t('errors.server');
    return error.message;
  }
  return i18n.t('errors.unexpected');
}

/**
 * The plan a refused call needs: the server answers a plan limit with 402 `payment_required` naming
 * `requiredPlan` (ADR 0022). `undefined` for any other failure.
 */
export function findRequiredPlan(error: unknown): 'basic' | 'premium' | undefined {
  if (!(error instanceof ApiError) || error.status !== 402) return undefined;
  const plan = error.problem.requiredPlan;
  return plan === 'basic' || plan === 'premium' ? plan : undefined;
}

/**
 * A refusal the app expects and can explain (issue 30, item 4): a plan limit (402), or a 4xx whose code has a
 * catalogue text saying what to do (no payout account, a subscription that ended…). Not "Something went wrong".
 */
export function isExpectedRefusal(error: unknown): boolean {
  // Refusals of what was asked (402, 403, 409), not a wrong password (401) or a malformed form (400).
  if (!(error instanceof ApiError) || ![402, 403, 409].includes(error.status)) return false;
  return findRequiredPlan(error) !== undefined || i18n.exists(`errors.${error.code}`);
}

/** A failed call: an expected refusal as a notice with what to do, anything else as an error. */
export function notifyFailure(error: unknown) {
  if (isExpectedRefusal(error)) {
    notifications.show({
      color: 'yellow',
      title: i18n.t('notify.refused'),
      message: toErrorMessage(error),
      closeButtonProps: closeButtonProps(),
      autoClose: 10000,
    });
    return;
  }
  notifyError(toErrorMessage(error));
}
