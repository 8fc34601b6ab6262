import type { SportType } from '@matchday/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { getSportType } from '../reference/reference.service.ts';

/** The sport type named in a request body, or a 400 naming `body.sportKindId`. */
export async function getSportOfBody(db: Db, sportKindId: string): Promise<SportType> {
  try {
    return await getSportType(db, sportKindId);
  } catch (error) {
    if (error instanceof AppError && error.kind === 'not_found') {
      throw AppError.invalid('sport_type.unknown', `There is no sport type ${sportKindId}.`, [
        { field: 'body.sportKindId', message: 'Unknown sport type' },
      ]);
    }
    throw error;
  }
}
