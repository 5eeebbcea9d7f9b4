/** The reliability run's figures: each check records what it measured and whether the promise held. */
import { openDatabase, type Database } from '../../apps/api/src/db/client';
import { migrate } from '../../apps/api/src/db/migrate';
import { ensureTaxonomy } from '../../apps/api/src/db/seed/taxonomy';

export interface Figure {
  section: string;
  promise: string;
  figure: string;
  ok: boolean;
}
export const figures: Figure[] = [];
export function record(section: string, promise: string, figure: string, ok: boolean) {
  figures.push({ section, promise, figure, ok });
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${section}: ${figure}`);
}

/** A migrated database with the taxonomy, on PostgreSQL (`url`) or PGlite (`dataDir`). */
export async function prepared(url: string | undefined, dataDir: string): Promise<Database> {
  const database = await openDatabase({ url, dataDir, poolSize: 4 });
  await migrate(database);
  await ensureTaxonomy(database.db);
  return database;
}
