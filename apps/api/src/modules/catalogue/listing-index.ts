/**
 * The in-memory listing index for listing pages without a text search: loading, freshness and
 * back-off around the data in listing-store.ts (bitsets per filter value, the sort orders in
 * blocks of slots, an id table; see there).
 *
 * With 100k products PostgreSQL finds a page's 12 rows through an index in a millisecond, but an
 * exact total over a broad filter (count(*) of tens of thousands of rows) costs tens of
 * milliseconds; the store answers the total, the facet counts, the page's ids and, when they fit
 * its budget, the page's cards (listing-cards.ts); otherwise the cards are read from PostgreSQL by id.
 *
 * It is kept fresh by the database's change notices (see lib/cache.ts): a changed product is marked
 * dirty at once and re-read shortly after, in chunks that each take a few milliseconds with a rest
 * after each (listing-steps.ts), so a burst of thousands of changes never holds the event loop nor
 * crowds the machine's cores. While anything is dirty, before the first
 * load, and while a failed load waits to be retried (with back-off), callers use the SQL path,
 * which is always right. Results match the SQL path exactly (listing-index.test.ts checks them
 * against each other, also while products change).
 */
import type { ListingFacets, ProductListQuery } from '@shop/shared';
import type { Database } from '../../db/client';
import { ALL_PRODUCTS, type PriceChange } from '../../lib/cache';
import { isUuid } from '../../lib/ids';
import { ListingStore } from './listing-store';
import type { IndexedPage, ListingRow } from './listing-row';
import { CARD_BYTES, CardColumns, type CardStore } from './listing-cards';
import { cardFile } from './listing-card-file';
import { readChanged, selectRows } from './listing-reads';
import { STEP_MS, Steps, nextTurn } from './listing-steps';

export type { IndexedPage } from './listing-row';

export interface ListingIndexOptions {
  /** Products read per query while loading. */
  batchSize?: number;
  /** Changed products re-read and applied per step; the event loop gets a turn between steps. */
  chunkSize?: number;
  /**
   * Active products above which SQL leaves the facet counts out (default 20,000): six facets over
   * 100,000 products cost PostgreSQL about 1.2 s a listing, ten times that at a million, where the
   * index counts them in under a millisecond. The filter panel then shows its values without counts.
   */
  sqlFacetsMax?: number;
  /** Back-off after a failed load: the first wait, doubled after each failure up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** Told about each failed load or refresh (the app logs it). */
  onError?: (err: unknown) => void;
  /**
   * Told when the index has caught up (loaded, and every change re-read): answers kept meanwhile
   * came from SQL, without facet counts at a large catalogue (see listProducts).
   */
  onCaughtUp?: () => void;
  /** Bytes of memory the index may take (default: what the process may still allocate, less a reserve). */
  memoryRoom?: () => number;
  /** Bytes the cards may take in memory without a `cardDir` (LISTING_CARDS_MB); beyond, pages' cards come from PostgreSQL by id. */
  cardMemory?: number;
  /** A folder for the cards' file (listing-cards.ts), used at any catalogue size (decision 57). */
  cardDir?: string;
  /** True while change notices have arrived and not yet been passed on (lib/cache.ts): SQL answers meanwhile. */
  behind?: () => boolean;
  /**
   * Equal bitsets are made one again (see listing-shared-bitsets.ts) once `after` changes (default
   * 500) have been applied since the last time and none has come for `idleMs` (default a minute).
   */
  reshare?: { after: number; idleMs: number };
}

/**
 * Memory the index may hold per product, with room to spare: measured at 100,000 and 1,000,000
 * products (2026-11-28, decision 45), 260 and 180 bytes of typed arrays (bitsets, per-product
 * columns, the sort orders' blocks), outside the JavaScript heap and its limit, and under 10 bytes
 * on the heap.
 */
const BYTES_PER_PRODUCT = 400;
/** The products' cards' memory budget unless configured (see ListingIndexOptions.cardMemory). */
const DEFAULT_CARD_MEMORY = 64 * 2 ** 20;
/** Memory kept free for the rest of the process when deciding whether the index fits. */
const MEMORY_RESERVE = 256 * 2 ** 20;

/** What the process may still allocate (its cgroup's limit or the machine's free memory), less the reserve. */
function memoryRoomNow(): number {
  return process.availableMemory() - MEMORY_RESERVE;
}

export class ListingIndex {
  private readonly store = new ListingStore();
  /** Where the store keeps the products' cards (null: read by id). */
  private cards: CardStore | null = null;
  /** Writing the changed cards the store holds in memory (`writeHeldCards`), when under way. */
  private writingCards: Promise<void> | null = null;
  private loaded = false;
  /** Active products at the last count (null before the first). */
  private counted: number | null = null;
  /** The count `start` took, for the first load to use (then null). */
  private countAtStart: number | null = null;
  private loading: Promise<void> | null = null;
  private readonly dirty = new Set<string>();
  /** New prices from change notices, applied without reading the products again (see markChanged), and how many were. */
  private readonly repriced = new Map<string, PriceChange>();
  private priced = 0;
  private reloadAll = false;
  private refreshing: Promise<void> | null = null;
  private failures = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly batchSize: number;
  /** How products are applied: in bounded steps, resting between chunks of changes (listing-steps.ts). */
  readonly steps: Steps;
  private readonly retryMs: number;
  private readonly maxRetryMs: number;
  private readonly sqlFacetsMax: number;
  private readonly reshare: { after: number; idleMs: number };
  /** Changes applied since equal bitsets were last made one; the idle wait before the next time; that work under way. */
  private changedSinceShare = 0;
  private shareTimer: NodeJS.Timeout | null = null;
  private sharing: Promise<void> | null = null;
  private readonly shares = { passes: 0, lastPass: 0 };

  constructor(
    private readonly database: Database,
    private readonly options: ListingIndexOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 5_000;
    this.steps = new Steps(options.chunkSize ?? 50);
    this.retryMs = options.retryMs ?? 250;
    this.maxRetryMs = options.maxRetryMs ?? 30_000;
    this.sqlFacetsMax = options.sqlFacetsMax ?? 20_000;
    this.reshare = options.reshare ?? { after: 500, idleMs: 60_000 };
  }

  /** Answers queries (any filter, sort and search) when loaded and nothing is waiting to be re-read. */
  get ready(): boolean {
    return !this.closed && this.loaded && this.dirty.size === 0 && this.repriced.size === 0 && !this.reloadAll && this.refreshing === null && this.loading === null && !this.options.behind?.();
  }

  get size(): number {
    return this.store.size;
  }

  /** Price changes taken from their notices (applied, or found older than the row held), not read again. */
  get pricedFromNotices(): number {
    return this.priced;
  }

  /** Changed cards held in memory, not yet written to the card file (see writeHeldCards). */
  get unwrittenCards(): number {
    return this.cards?.unwritten ?? 0;
  }

  /**
   * Whether SQL, answering while the index loads or re-reads a change, counts the facets too: only
   * for a catalogue known to hold at most `sqlFacetsMax` active products (see the option).
   */
  get sqlCountsFacets(): boolean {
    return this.counted !== null && this.counted <= this.sqlFacetsMax;
  }

  /** Loads in the background, retrying with back-off; until loaded, `ready` is false and SQL answers. */
  async start(): Promise<void> {
    // The catalogue's size first: until it is known, SQL answers go without facet counts (see sqlCountsFacets).
    this.countAtStart = await this.count().catch(() => null);
    this.reloadAll = true;
    this.schedule();
  }

  private async count(): Promise<number> {
    const rows = await this.database.query<{ n: string }>(`SELECT count(*) AS n FROM products WHERE status = 'active'`);
    return (this.counted = Number(rows[0]!.n));
  }

  /** Stops loading and refreshing; waits for the step under way. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.shareTimer) clearTimeout(this.shareTimer);
    this.retryTimer = this.shareTimer = null;
    await Promise.allSettled([this.loading, this.refreshing, this.sharing]);
    this.cards?.close();
  }

  /** Loads every active product in batches; the index answers from when it is done. One attempt. */
  async load(): Promise<void> {
    this.loading ??= (async () => {
      this.loaded = false;
      // The first load uses the count `start` has just taken; later ones (a reload, a retry) count again.
      const total = this.countAtStart ?? (await this.count());
      this.countAtStart = null;
      // The cards go to a file when there is a folder for it (decision 57), else into memory within the budget. A
      // catalogue the memory cannot hold stays on SQL (slower, always right), never runs the process out of memory.
      const file = cardFile(this.options.cardDir, this.options.onError);
      const inMemory = !file && total * CARD_BYTES <= (this.options.cardMemory ?? DEFAULT_CARD_MEMORY);
      const needed = total * (BYTES_PER_PRODUCT + (inMemory ? CARD_BYTES : 0));
      const room = (this.options.memoryRoom ?? memoryRoomNow)();
      if (needed > room) {
        const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
        file?.close();
        throw new Error(`The listing index would need about ${mb(needed)} MB of memory for ${total} products and ${mb(Math.max(0, room))} MB is free: SQL answers listings`);
      }
      this.cards?.close();
      this.cards = file ?? (inMemory ? new CardColumns() : null);
      this.store.reset(total + 1024, this.cards);
      const select = selectRows(this.cards !== null);
      this.store.terms.addWords((await this.database.query<{ word: string }>('SELECT word FROM search_words')).map((r) => r.word));
      // Cheapest first, so the slots stand in price order: a price range is then mostly one stretch
      // of slots, marked a word at a time, and its products are read in memory order (listing-order.ts).
      // A product repriced past the read position meanwhile is re-read from its change notice.
      let after: [number, string] = [-1, '00000000-0000-0000-0000-000000000000'];
      for (;;) {
        if (this.closed) return;
        const rows = await this.database.query<ListingRow>(`${select} AND (p.effective_price_paise, p.id) > ($1, $2) ORDER BY p.effective_price_paise, p.id LIMIT ${this.batchSize}`, after);
        // Applied in steps like the changes are, so a load never holds the event loop either.
        await this.steps.run(rows, (row) => this.store.put(row));
        if (rows.length < this.batchSize) break;
        const last = rows[rows.length - 1]!;
        after = [last.effective_price_paise, last.id];
      }
      // Equal bitsets made one (a brand's and its name's words…): at a million products some 16 MB.
      await this.share();
      this.loaded = true;
    })().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /**
   * A change notice: the product (or, for '*', everything) is re-read soon; until then the SQL path answers. A notice
   * that carries the product's new prices (only they changed) is applied without a read, once the index is loaded;
   * the row's version (ListingStore.reprice) keeps a price older than what a re-read has already brought from
   * being applied over it.
   */
  markChanged(productId: string, prices: PriceChange | null = null): void {
    if (productId === ALL_PRODUCTS) this.reloadAll = true;
    else if (!isUuid(productId)) return;
    else {
      const id = productId.toLowerCase();
      if (prices && this.loaded && !this.loading && !this.reloadAll && !this.dirty.has(id)) this.repriced.set(id, prices);
      else {
        this.repriced.delete(id);
        this.dirty.add(id);
      }
    }
    this.schedule();
  }

  /** Starts a refresh at the next turn, unless one runs or a retry is waiting for its back-off. */
  private schedule(): void {
    if (this.closed || this.refreshing || this.retryTimer) return;
    this.refreshing = nextTurn().then(() => this.refresh());
  }

  private async refresh(): Promise<void> {
    let failed = false;
    try {
      if (this.loading) await this.loading.catch(() => {});
      if (this.sharing) await this.sharing;
      while (!this.closed && (this.reloadAll || this.dirty.size > 0 || this.repriced.size > 0)) {
        if (this.reloadAll || this.dirty.size > Math.max(50_000, this.store.size / 4)) {
          this.reloadAll = false;
          this.dirty.clear();
          this.repriced.clear();
          await this.load();
          continue;
        }
        if (this.repriced.size > 0) {
          // New prices first, in steps: a product whose facet values move with its price is read again instead.
          const changes = [...this.repriced];
          this.repriced.clear();
          const worked = await this.steps.run(changes, ([id, prices]) => {
            if (this.store.reprice(id, prices)) this.priced++;
            else this.dirty.add(id);
          });
          this.changedSinceShare += changes.length;
          if (this.dirty.size > 0 || this.repriced.size > 0) await this.steps.rest(worked);
          continue;
        }
        // A bounded step: read a chunk of changed products, apply them, give the event loop a turn.
        const ids: string[] = [];
        for (const id of this.dirty) {
          ids.push(id);
          if (ids.length === this.steps.chunkSize) break;
        }
        for (const id of ids) this.dirty.delete(id);
        let rows: ListingRow[];
        try {
          rows = await readChanged(this.database, ids, this.store, (id) => this.dirty.add(id));
        } catch (err) {
          for (const id of ids) this.dirty.add(id);
          throw err;
        }
        const found = new Set(rows.map((row) => row.id));
        // A row older than the prices a notice has brought meanwhile is read again.
        let worked = await this.steps.run(rows, (row) => {
          if (!this.store.put(row)) this.dirty.add(row.id);
        });
        // Not found: gone, unless marked dirty again by `readChanged` (its text changed, and it was gone by the second read).
        const gone = ids.filter((id) => !found.has(id) && !this.dirty.has(id));
        if (gone.length) worked += await this.steps.run(gone, (id) => this.store.remove(id));
        this.changedSinceShare += rows.length + gone.length;
        if (this.dirty.size > 0 || this.repriced.size > 0) await this.steps.rest(worked);
      }
      this.failures = 0;
      this.armReshare();
      if (this.loaded && !this.closed) this.options.onCaughtUp?.();
    } catch (err) {
      // The database did not answer: reload from scratch after a back-off; the SQL path answers meanwhile.
      failed = true;
      this.reloadAll = true;
      this.loaded = false;
      this.failures++;
      this.options.onError?.(err);
    } finally {
      this.refreshing = null;
      if (!this.closed && (this.reloadAll || this.dirty.size > 0 || this.repriced.size > 0)) {
        if (failed) {
          const wait = Math.min(this.maxRetryMs, this.retryMs * 2 ** (this.failures - 1));
          this.retryTimer = setTimeout(() => {
            this.retryTimer = null;
            this.schedule();
          }, wait);
          this.retryTimer.unref();
        } else this.schedule();
      } else this.writeHeldCards();
    }
  }

  /**
   * Writes the changed cards a card file holds in memory (listing-cards.ts) once the changes have
   * been caught up with: in steps, resting between them as catching up does, until a change or a
   * load comes (the next catch-up starts this again). The index answers meanwhile.
   */
  private writeHeldCards(): void {
    const cards = this.cards;
    if (this.writingCards || !cards || cards.unwritten === 0) return;
    this.writingCards = (async () => {
      while (cards.unwritten > 0 && this.cards === cards && !this.closed && this.refreshing === null && this.loading === null) {
        await this.steps.rest(cards.writeSome(STEP_MS));
      }
    })()
      // A write that fails (a full disk) leaves the cards held, and read, in memory; the next catch-up tries again.
      .catch((err: unknown) => this.options.onError?.(err))
      .finally(() => {
        this.writingCards = null;
      });
  }

  /** Makes equal bitsets one and cuts arrays to size (`tidySteps`), in steps between turns; nothing changes the store meanwhile. */
  private async share(): Promise<void> {
    this.changedSinceShare = 0;
    this.shares.passes++;
    this.shares.lastPass = 0;
    await this.steps.run(
      this.store.tidySteps(() => this.shares.lastPass++),
      (step) => step(),
    );
  }

  /** How many times equal bitsets were looked for (after each load, and after changes), and how many the last time made one with another. */
  get shareStats(): { passes: number; lastPass: number } {
    return { ...this.shares };
  }

  /**
   * A change to a shared bitset gives its value a copy of its own, so sharing wears off as products
   * change: after enough changes, it is done again once none has come for a while.
   */
  private armReshare(): void {
    if (this.shareTimer) clearTimeout(this.shareTimer);
    this.shareTimer = null;
    if (this.closed || !this.loaded || this.changedSinceShare < this.reshare.after) return;
    this.shareTimer = setTimeout(() => {
      this.shareTimer = null;
      // A refresh under way re-arms the wait when it has caught up.
      if (this.closed || this.refreshing || this.loading || this.sharing) return;
      this.sharing = this.share().finally(() => (this.sharing = null));
    }, this.reshare.idleMs);
    this.shareTimer.unref();
  }

  /** The search with its misspelt words corrected, or null (see SearchTerms.correct). */
  correct(search: string): string | null {
    return this.store.terms.correct(search);
  }

  /** The page's product ids in order and the exact total (only while `ready`). */
  query(q: ProductListQuery): IndexedPage {
    return this.store.query(q);
  }

  /** The newest products whose name or brand has words starting with the search's words (see ListingStore.suggest). */
  suggest(search: string, limit: number): string[] {
    return this.store.suggest(search, limit);
  }

  /** The facet counts for this query (see ListingStore.facets). */
  facets(q: ProductListQuery): ListingFacets {
    return this.store.facets(q);
  }
}
