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

/** Each house's name by its folded words ("louis vuitton" → "Louis Vuitton"), read once per catalogue generation. */
const houseNames = new WeakMap<object, { generation: number; names: Promise<Map<string, string>> }>();

async function readHouseNames(database: Database): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const { name } of await database.query<{ name: string }>('SELECT name FROM brands ORDER BY created_at, id')) {
    const words = searchTokens(name).join(' ');
    if (!names.has(words)) names.set(words, name);
  }
  return names;
}

/**
 * How a corrected search is shown: a house's own name when it is one ("Hermès", "Louis Vuitton"),
 * else the words capitalised. With the card cache, the houses are read again only after a change
 * to the catalogue (a brand's notice moves its generation), not on every corrected search.
 */
export async function displaySearch(database: Database, search: string, cards?: { currentGeneration(): number }): Promise<string> {
  let names: Promise<Map<string, string>>;
  if (cards) {
    const generation = cards.currentGeneration();
    let kept = houseNames.get(cards);
    if (kept?.generation !== generation) {
      const fresh = { generation, names: readHouseNames(database) };
      // A failed read is not kept: the next search reads again.
      fresh.names.catch(() => houseNames.get(cards) === fresh && houseNames.delete(cards));
      houseNames.set(cards, (kept = fresh));
    }
    names = kept.names;
  } else names = readHouseNames(database);
  return (await names).get(search) ?? search.replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase());
}
