import { ApiError } from '../api/http.ts';
import { notifyFailure } from './notifications.ts';

/**
 * For forms that put field errors under their inputs themselves (from the mutation's `error`): notify only
 * what no field shows.
 */
export function showServerErrorsNotify(error: unknown) {
  if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) return;
  notifyFailure(error);
}
