/** Lower-cases and strips accents, so "Hermès" and "hermes" search alike. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a search, folded, letters and digits only; at most 8 words of at most 40 characters. */
export function searchTokens(query: string): string[] {
  return foldText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0)
    .slice(0, 8)
    .map((t) => t.slice(0, 40));
}

/** Whether the header should search yet: more than 2 trimmed characters (storefront §5). */
export function isSearchable(text: string, minChars = 3): boolean {
  return text.trim().length >= minChars;
}
