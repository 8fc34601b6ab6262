import { DateRangeCode } from '@matchday/domain';
import { useState } from 'react';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { dayOf } from '../../lib/zoned-time.ts';
import { findRangeProblem, type OfferRange } from './offer-dialog.ts';

/**
 * An optional contract period, under the offer dialog's rules (players/offer-dialog.ts): both dates or neither;
 * a date problem blocks sending, a period beyond one year is only flagged.
 */
export function useContractPeriod() {
  // The viewer's calendar date, as the period's ends are.
  const timeZone = useDisplayTimeZone();
  const [today] = useState(() => dayOf(Date.now(), timeZone));
  const [range, setRange] = useState<OfferRange>([null, null]);
  const problem = findRangeProblem(range, today);
  const halfRange = (range[0] === null) !== (range[1] === null);
  const blocksSend = halfRange || (problem !== undefined && problem.code !== DateRangeCode.OutsideOneYear);
  return { today, range, setRange, problem, blocksSend };
}

export type ContractPeriod = ReturnType<typeof useContractPeriod>;
