import { DateRangeCode } from '@matchday/domain';
import dayjs from 'dayjs';
import { useState } from 'react';
import { findRangeProblem, type OfferRange } from './offer-dialog.ts';

/**
 * An optional contract period, under the offer dialog's rules (players/offer-dialog.ts): both dates or neither;
 * a date problem blocks sending, a period beyond one year is only flagged.
 */
export function useContractPeriod() {
  const [today] = useState(() => dayjs().format('YYYY-MM-DD'));
  const [range, setRange] = useState<OfferRange>([null, null]);
  const problem = findRangeProblem(range, today);
  const halfRange = (range[0] === null) !== (range[1] === null);
  const blocksSend = halfRange || (problem !== undefined && problem.code !== DateRangeCode.OutsideOneYear);
  return { today, range, setRange, problem, blocksSend };
}

export type ContractPeriod = ReturnType<typeof useContractPeriod>;
