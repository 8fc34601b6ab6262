import { Alert, Anchor, Text } from '@mantine/core';
import type { PlanInfo, PlanLimits } from '@matchday/contracts';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../auth/index.ts';
import { type PlanScope, usePlan } from './api.ts';
import { PLAN_ORDER } from './plans.ts';

export type PlanFeature = 'leagues' | 'pageConfiguration' | 'entryFees' | 'branding' | 'widgets';

function allows(limits: PlanLimits, feature: PlanFeature, leagueCount: number): boolean {
  if (feature === 'leagues') return limits.maxLeagues === null || leagueCount < limits.maxLeagues;
  return limits[feature];
}

/**
 * The plan a feature needs, when the caller's plan does not include it and the server enforces plans
 * (ADR 0022); `undefined` when the caller may use it. For leagues: whether one more league fits.
 */
export function findPlanNeeded(info: PlanInfo, feature: PlanFeature) {
  if (!info.enforced) return undefined;
  const own = info.status === 'ended' ? 'free' : info.plan;
  const limitsOf = (plan: string) => info.plans.find((p) => p.plan === plan)?.limits;
  const current = limitsOf(own) ?? info.limits;
  if (allows(current, feature, info.leagueCount)) return undefined;
  const rank = PLAN_ORDER.indexOf(own);
  return PLAN_ORDER.slice(rank + 1).find((plan) => {
    const limits = limitsOf(plan);
    return limits !== undefined && allows(limits, feature, info.leagueCount);
  });
}

/**
 * Says before the user tries that a feature needs a higher plan (the server would answer 402
 * `payment_required`), with a link to /pricing. Renders nothing when the plan includes it, while the plan
 * loads, or for a visitor. The server checks the plan of the item's OWNER: give `leagueId` for a league's page
 * configuration and branding, `champId` for a competition's entry fees (a manager who is not the owner then sees
 * the owner's plan); without either, the caller's own (a new league is the caller's).
 */
export function PlanRequirement({ feature, leagueId, champId }: { feature: PlanFeature } & PlanScope) {
  const { t } = useTranslation();
  const session = useSession();
  const plan = usePlan(session.isAuthenticated, { leagueId, champId });
  if (!plan.data) return null;
  const required = findPlanNeeded(plan.data, feature);
  if (!required) return null;
  const requiredName = t(`payments.plans.${required}`);
  const own = plan.data.status === 'ended' ? 'free' : plan.data.plan;
  const limit = plan.data.plans.find((p) => p.plan === own)?.limits.maxLeagues ?? plan.data.limits.maxLeagues;
  return (
    <Alert color="yellow" icon={<IconLock />} role="note">
      <Text size="sm">
        {feature === 'leagues'
          ? t('payments.limits.leaguesUsed', {
              used: plan.data.leagueCount,
              limit: limit ?? plan.data.leagueCount,
              required: requiredName,
            })
          : t(
              plan.data.isOwner === false ? `payments.limits.owner.${feature}` : `payments.limits.${feature}`,
              {
                plan: requiredName,
              },
            )}{' '}
        <Anchor component={Link} to="/pricing" inherit fw={600}>
          {t('payments.limits.seePlans')}
        </Anchor>
      </Text>
    </Alert>
  );
}
