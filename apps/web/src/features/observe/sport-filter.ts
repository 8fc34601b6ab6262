import { ALL_SPORTS_OPTION } from '@matchday/domain';

/**
 * Spec §5: the sport filter has an 'All Sports' option whose value is null. A select needs a text value, so
 * the option is shown under this key and turned back into null before it reaches the URL or a query.
 */
export const ALL_SPORTS_KEY = '__all__';

export function toSportFilterValue(key: string | null): string | null {
  return key === null || key === ALL_SPORTS_KEY ? ALL_SPORTS_OPTION.value : key;
}

export function toSportFilterKey(value: string | null): string {
  return value ?? ALL_SPORTS_KEY;
}
