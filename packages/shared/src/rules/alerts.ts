/**
 * Alert rules (issue 19), pure: which price drops are due for a mail and how several drops become
 * one mail, whether a new listing matches a product request, the page of a saved search. Money in paise.
 */
import type { SavedSearch } from '../schemas/alerts';
import { foldText } from './search';

/** One recorded drop of a wishlisted piece's selling price, for one shopper. */
export interface PriceDropEvent {
  id: string;
  userId: string;
  productId: string;
  oldPricePaise: number;
  newPricePaise: number;
  /** When the timed work first saw the drop; the batch window starts at the shopper's earliest. */
  seenAt: Date;
}

export interface PriceDropLine {
  productId: string;
  /** The selling price before the first drop in the batch. */
  oldPricePaise: number;
  /** The selling price after the last drop in the batch. */
  newPricePaise: number;
}

export interface PriceDropBatch {
  userId: string;
  /** Every event the mail accounts for (marked sent together, lines or not). */
  eventIds: string[];
  lines: PriceDropLine[];
}

/**
 * The shoppers whose batch window has closed (earliest drop seen `windowSeconds` or more before
 * `now`), each with one line per piece: the price before its first drop and after its last.
 * A piece whose price came back to (or above) where it started has no line.
 */
export function dueBatches(events: readonly PriceDropEvent[], now: Date, windowSeconds: number): PriceDropBatch[] {
  const byUser = new Map<string, PriceDropEvent[]>();
  for (const e of events) byUser.set(e.userId, [...(byUser.get(e.userId) ?? []), e]);
  const batches: PriceDropBatch[] = [];
  for (const [userId, list] of byUser) {
    const ordered = [...list].sort((a, b) => a.seenAt.getTime() - b.seenAt.getTime());
    if (ordered[0]!.seenAt.getTime() + windowSeconds * 1000 > now.getTime()) continue;
    const lines = new Map<string, PriceDropLine>();
    for (const e of ordered) {
      const line = lines.get(e.productId);
      if (line) line.newPricePaise = e.newPricePaise;
      else lines.set(e.productId, { productId: e.productId, oldPricePaise: e.oldPricePaise, newPricePaise: e.newPricePaise });
    }
    batches.push({ userId, eventIds: ordered.map((e) => e.id), lines: [...lines.values()].filter((l) => l.newPricePaise < l.oldPricePaise) });
  }
  return batches;
}

/** A piece as it is now, when the mail is written. */
export interface PieceNow {
  pricePaise: number;
  /** Active and with stock left. */
  forSale: boolean;
}

/**
 * The lines a mail names, with today's price: a piece no longer for sale, or whose price is no
 * longer below where the batch started, is left out.
 */
export function linesToMail(lines: readonly PriceDropLine[], now: ReadonlyMap<string, PieceNow>): PriceDropLine[] {
  return lines.flatMap((l) => {
    const piece = now.get(l.productId);
    if (!piece || !piece.forSale || piece.pricePaise >= l.oldPricePaise) return [];
    return [{ ...l, newPricePaise: piece.pricePaise }];
  });
}

/** What a listing is, for matching it against a product request. */
export interface ListingFacts {
  brandName: string | null;
  /** Name, house, description and other words the shop's search reads. */
  text: string;
}

function words(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A saved search's filters as the API answers them (plain types). */
type SavedQuery = SavedSearch['query'];

/** The filters in the order the listing pages write them, so the link is the page the shopper saved. */
const SAVED_QUERY_KEYS = ['search', 'category_id', 'sub_category_id', 'subSubCategoryid', 'brandId', 'sizes', 'colors', 'conditions', 'min_price', 'max_price'] as const;

/**
 * The shop page a saved search was saved on, with its filters: /sale-items for a sale-only search
 * (the sale page always asks for sale pieces), /shop otherwise.
 */
export function savedSearchPath(query: SavedQuery): string {
  const pairs: [string, string][] = [];
  for (const key of SAVED_QUERY_KEYS) {
    const value = query[key];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    pairs.push([key, Array.isArray(value) ? value.join(',') : String(value)]);
  }
  if (query.on_sale === false) pairs.push(['on_sale', 'false']);
  const qs = pairs.map(([k, v]) => `${k}=${formEncode(v)}`).join('&');
  const page = query.on_sale === true ? '/sale-items' : '/shop';
  return qs ? `${page}?${qs}` : page;
}

/** A value encoded as URLSearchParams writes it (the listing pages' own links), which shared code cannot call. */
function formEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** Words too common to say what a shopper wants. */
const COMMON_WORDS = new Set(['the', 'and', 'with', 'for', 'any', 'from', 'new', 'preowned', 'pre', 'owned', 'size', 'colour', 'color', 'looking', 'want', 'wanted']);

/** The words of a request that must be found in a listing: its product name less the house and common words. */
export function requestWords(request: { brand: string; productName: string }): string[] {
  const house = new Set(words(request.brand));
  return [...new Set(words(request.productName))].filter((w) => w.length >= 2 && !house.has(w) && !COMMON_WORDS.has(w));
}

/**
 * A request-a-product is matched by a listing of the same house (its name, accents and case aside)
 * whose words contain at least half of the request's own words (at least one).
 */
export function matchesProductRequest(listing: ListingFacts, request: { brand: string; productName: string }): boolean {
  const house = words(request.brand).join(' ');
  if (!house || !listing.brandName || words(listing.brandName).join(' ') !== house) return false;
  const wanted = requestWords(request);
  if (wanted.length === 0) return false;
  const listingWords = words(listing.text);
  const found = wanted.filter((w) => listingWords.some((lw) => lw.startsWith(w))).length;
  return found >= Math.ceil(wanted.length / 2);
}

/** At most this many pieces in one saved-search digest. */
export const DIGEST_LIMIT = 12;
/** At most this many similar pieces in a sold or held mail. */
export const SIMILAR_LIMIT = 4;
