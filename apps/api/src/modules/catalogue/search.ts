/**
 * Forgiving search (decision 17): a search that finds nothing has its misspelt words replaced by
 * the closest words of the catalogue ("guci" → "gucci"), and the shop shows the corrected words.
 */
import { searchTokens } from '@shop/shared';
import type { Database } from '../../db/client';

/**
 * The search with each unknown word replaced by the closest word of the catalogue (trigram
 * similarity over `search_words`), or null when every word is known (as a word or the start of
 * one) or nothing is close enough. Accents need no correcting: both sides are folded.
 */
export async function correctSearch(database: Database, search: string): Promise<string | null> {
  const tokens = searchTokens(search);
  if (tokens.length === 0) return null;
  let changed = false;
  const words: string[] = [];
  for (const token of tokens) {
    const [row] = await database.query<{ known: boolean; best: string | null }>(
      `SELECT EXISTS (SELECT 1 FROM search_words WHERE word LIKE $2) AS known,
              (SELECT word FROM search_words WHERE word % $1 ORDER BY similarity(word, $1) DESC, length(word), word LIMIT 1) AS best`,
      [token, `${token}%`],
      'search-correct',
    );
    if (row && !row.known && row.best) {
      words.push(row.best);
      changed = true;
    } else words.push(token);
  }
  return changed ? words.join(' ') : null;
}

/** How a corrected search is shown: a house's own name when it is one ("Hermès", "Louis Vuitton"), else the words capitalised. */
export async function displaySearch(database: Database, search: string): Promise<string> {
  const brands = await database.query<{ name: string }>('SELECT name FROM brands');
  const brand = brands.find((b) => searchTokens(b.name).join(' ') === search);
  return brand ? brand.name : search.replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase());
}
