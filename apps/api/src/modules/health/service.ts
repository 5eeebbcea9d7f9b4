import type { Database } from '../../db/client';

/** True when the database answers a trivial query. */
export async function databaseAnswers(database: Pick<Database, 'query'>): Promise<boolean> {
  try {
    await database.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
