import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { offerCalendarMinDate } from '@matchday/domain';
import { useTranslation } from 'react-i18next';
import { findDateMessageKey } from './offer-dialog.ts';
import type { ContractPeriod } from './useContractPeriod.ts';

type Props = { label: string; description: string; period: ContractPeriod };

/** The optional contract period of an invitation or a join request, with the offer dialog's date messages. */
export function ContractPeriodInput({ label, description, period }: Props) {
  const { t } = useTranslation();
  const { today, range, setRange, problem } = period;
  return (
    <DatePickerInput
      type="range"
      label={label}
      description={description}
      placeholder={t('players.offer.periodPlaceholder')}
      value={range}
      onChange={setRange}
      minDate={offerCalendarMinDate(today)}
      valueFormat="D MMM YYYY"
      clearable
      clearButtonProps={{ 'aria-label': t('players.offer.clearPeriod') }}
      error={problem ? t(findDateMessageKey(problem.code) ?? 'players.offer.errors.invalidDate') : null}
    />
  );
}
