/**
 * Text search for the listing index, answering as PostgreSQL does:
 * - A search matches a product when each of its words is the start of one of the product's
 *   lexemes, as `to_tsquery('simple', 'word:*')` over the `search` tsvector does. The lexemes are
 *   read from that tsvector (`tsvector_to_array`), so they are PostgreSQL's own; the index keeps a
 *   bitset per lexeme (see listing-store.ts) and this file finds the lexemes a word starts.
 * - A misspelt word is replaced by the closest word of the search titles (the `search_words`
 *   table), by pg_trgm's similarity: the share of common trigrams of the words padded with two
 *   spaces in front and one behind, at least `pg_trgm.similarity_threshold` (0.3), best first,
 *   then the shortest, then in alphabetical order.
 */
import { searchTokens } from '@shop/shared';
import { copyInto } from './listing-bitsets';

/** pg_trgm's default `similarity_threshold`, compared in single precision as pg_trgm does. */
const THRESHOLD = Math.fround(0.3);

/** A word's distinct trigrams, as pg_trgm makes them for one word. */
export function trigrams(word: string): string[] {
  const chars = [' ', ' ', ...word.toLowerCase(), ' '];
  const out = new Set<string>();
  for (let i = 0; i + 2 < chars.length; i++) out.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  return [...out];
}

/**
 * pg_trgm's similarity() of two words from their trigram counts and the trigrams they share
 * (single precision): the shared share of the union.
 */
export function similarity(common: number, aGrams: number, bGrams: number): number {
  const union = aGrams + bGrams - common;
  return union === 0 ? 0 : Math.fround(common / union);
}

/**
 * Whether the index matches this search's words as PostgreSQL does. Its parser reads a word that
 * starts with a number in scientific notation and goes on with a letter ("3e9f1c", a reference
 * or a code) as two words, '3e9' and 'f1c', matched as a phrase; the index keeps no positions, so
 * such a search is answered by SQL.
 */
export function indexMatchesSearch(search: string | undefined): boolean {
  return !search || !searchTokens(search).some((token) => /^\d+e\d+\p{L}/u.test(token));
}

/** The words of a search title the correction may offer (as migration 0008's trigger splits them). */
export function titleWords(title: string): string[] {
  return title.split(/[^\p{L}\p{N}]+/u).filter((w) => [...w].length >= 3);
}

export class SearchTerms {
  /** Every lexeme seen, in code-unit order for prefix ranges (re-sorted when new ones arrived). */
  private lexemes: string[] = [];
  private readonly known = new Set<string>();
  private sorted = true;
  /** The correction's words, how many trigrams each has, and which words hold each trigram. */
  private words: string[] = [];
  private readonly wordSet = new Set<string>();
  private gramCounts = new Uint16Array(256);
  private readonly byTrigram = new Map<string, number[]>();
  private wordsSorted: string[] | null = null;
  /**
   * A correction's tally, kept between searches: per word, the trigrams it shares with the misspelt
   * word, and the words touched (set back to 0 after each). Counting through `byTrigram` costs no
   * allocation per candidate word, where a set of each candidate's trigrams cost one.
   */
  private shared = new Uint16Array(256);
  private readonly touched: number[] = [];

  reset(): void {
    this.lexemes = [];
    this.known.clear();
    this.sorted = true;
  }

  addLexemes(lexemes: readonly string[]): void {
    for (const l of lexemes) {
      if (this.known.has(l)) continue;
      this.known.add(l);
      this.lexemes.push(l);
      this.sorted = false;
    }
  }

  addWords(words: Iterable<string>): void {
    for (const w of words) {
      if (this.wordSet.has(w)) continue;
      this.wordSet.add(w);
      const at = this.words.push(w) - 1;
      const grams = trigrams(w);
      if (at >= this.gramCounts.length) {
        this.gramCounts = copyInto(new Uint16Array(at * 2), this.gramCounts);
        this.shared = copyInto(new Uint16Array(at * 2), this.shared);
      }
      this.gramCounts[at] = grams.length;
      for (const g of grams) {
        const list = this.byTrigram.get(g);
        if (list) list.push(at);
        else this.byTrigram.set(g, [at]);
      }
      this.wordsSorted = null;
    }
  }

  /** The lexemes `word` is the start of. */
  lexemesStartingWith(word: string): string[] {
    if (!this.sorted) {
      this.lexemes.sort(codeUnitOrder);
      this.sorted = true;
    }
    return startingWith(this.lexemes, word);
  }

  /**
   * The search with each unknown word replaced by the closest correction word, or null when every
   * word is known (as a word or the start of one) or nothing is close enough.
   */
  correct(search: string): string | null {
    const tokens = searchTokens(search);
    let changed = false;
    const out = tokens.map((token) => {
      this.wordsSorted ??= [...this.words].sort(codeUnitOrder);
      if (startingWith(this.wordsSorted, token, 1).length > 0) return token;
      const best = this.closest(token);
      if (best === null) return token;
      changed = true;
      return best;
    });
    return changed ? out.join(' ') : null;
  }

  private closest(token: string): string | null {
    const grams = trigrams(token);
    const { shared, touched } = this;
    for (const g of grams) {
      for (const at of this.byTrigram.get(g) ?? []) if (shared[at]!++ === 0) touched.push(at);
    }
    let best: { word: string; score: number } | null = null;
    for (const at of touched) {
      const score = similarity(shared[at]!, this.gramCounts[at]!, grams.length);
      shared[at] = 0;
      if (score < THRESHOLD) continue;
      const word = this.words[at]!;
      if (!best || score > best.score || (score === best.score && (word.length < best.word.length || (word.length === best.word.length && word < best.word)))) best = { word, score };
    }
    touched.length = 0;
    return best?.word ?? null;
  }
}

const codeUnitOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The entries of a sorted list that start with `prefix` (at most `limit`). */
function startingWith(sorted: readonly string[], prefix: string, limit = Infinity): string[] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < sorted.length && out.length < limit && sorted[i]!.startsWith(prefix); i++) out.push(sorted[i]!);
  return out;
}
