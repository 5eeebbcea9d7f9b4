/**
 * Freshness of catalogue reads across every server process.
 *
 * The database announces each changed product (triggers on products, sizes and images notify
 * `shop_catalogue_changed` with its id at commit) and each changed brand (`brand:<id>`). Every process listens: it drops its cached
 * answers and tells subscribers (the in-memory listing index) which products changed. A write
 * route calls `settle()` before answering: it sends its own marker and waits until the marker
 * comes back, by which time every announcement of its transaction has reached every listener,
 * so a read that starts after the answer never sees the old data.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';

export const CATALOGUE_CHANNEL = 'shop_catalogue_changed';
const MB = 1024 * 1024;
const SYNC_PREFIX = 'sync:';
/** A brand's notice (`brand:<id>`, from the brands trigger). */
const BRAND_PREFIX = 'brand:';
/** Passed to subscribers when any product may have changed (a gap in the notices). */
export const ALL_PRODUCTS = '*';

export interface CachedBody {
  body: string;
  etag: string;
}

/**
 * A cache of values per product (a product card, a product page's answer), dropped one product at
 * a time as its change notices arrive, so other products' entries survive a busy order stream.
 */
export class ProductCache<V> {
  private readonly entries = new Map<string, V>();
  private generation = 0;
  private bytes = 0;
  constructor(
    private readonly enabled: () => boolean,
    /** Memory budget, measured by `sizeOf`. */
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}
  get(id: string): V | undefined {
    if (!this.enabled()) return undefined;
    const hit = this.entries.get(id);
    if (hit !== undefined) {
      this.entries.delete(id);
      this.entries.set(id, hit);
    }
    return hit;
  }
  /** Stores a value read under `generation`; dropped if any product changed meanwhile. */
  set(id: string, value: V, generation: number): void {
    if (!this.enabled() || generation !== this.generation) return;
    this.drop(id);
    this.entries.set(id, value);
    this.bytes += this.sizeOf(value);
    while (this.bytes > this.maxBytes && this.entries.size > 0) this.drop(this.entries.keys().next().value!);
  }
  private drop(id: string): void {
    const old = this.entries.get(id);
    if (old === undefined) return;
    this.entries.delete(id);
    this.bytes -= this.sizeOf(old);
  }
  currentGeneration(): number {
    return this.generation;
  }
  invalidate(id: string): void {
    this.generation++;
    if (id === ALL_PRODUCTS) {
      this.entries.clear();
      this.bytes = 0;
    } else this.drop(id);
  }
}

export class CatalogueCache {
  private readonly entries = new Map<string, CachedBody>();
  /** Product cards for listings, by product id (a card object is about 1.5 KB). */
  readonly cards = new ProductCache<unknown>(() => this.live, 4 * MB, () => 1536);
  /** Product pages' answers, by product id. */
  readonly details = new ProductCache<CachedBody>(() => this.live, 6 * MB, (v) => v.body.length * 2 + 64);
  private bytes = 0;
  private generation = 0;
  private readonly waiting = new Map<string, () => void>();
  private readonly subscribers: ((productId: string) => void)[] = [];
  private listening = false;

  constructor(
    readonly enabled: boolean,
    /** Memory budget of the cached answers (strings count two bytes a character). */
    private readonly maxBytes = 8 * MB,
  ) {}

  /** Starts listening for the database's change notices. */
  async attach(database: Database): Promise<void> {
    if (!this.enabled) return;
    this.listening = await database.listen(
      CATALOGUE_CHANNEL,
      (payload) => this.onNotice(payload),
      (connected) => {
        // Notices may have been missed: forget everything, and cache nothing until listening again.
        this.listening = connected;
        this.clear();
        this.cards.invalidate(ALL_PRODUCTS);
        this.details.invalidate(ALL_PRODUCTS);
        for (const subscriber of this.subscribers) subscriber(ALL_PRODUCTS);
      },
    );
  }

  /** True when change notices arrive; without them nothing may be cached. */
  get live(): boolean {
    return this.enabled && this.listening;
  }

  private onNotice(payload: string): void {
    if (payload.startsWith(SYNC_PREFIX)) {
      const resolve = this.waiting.get(payload);
      if (resolve) {
        this.waiting.delete(payload);
        resolve();
      }
      return;
    }
    this.clear();
    if (payload.startsWith(BRAND_PREFIX)) {
      // A brand's name or picture is in the cards and pages of all its products; brands change rarely.
      this.cards.invalidate(ALL_PRODUCTS);
      this.details.invalidate(ALL_PRODUCTS);
      return;
    }
    this.cards.invalidate(payload);
    this.details.invalidate(payload);
    for (const subscriber of this.subscribers) subscriber(payload);
  }

  /** Calls `fn` with the id of each product that changed, in any process. */
  subscribe(fn: (productId: string) => void): void {
    this.subscribers.push(fn);
  }

  get(key: string): CachedBody | undefined {
    if (!this.live) return undefined;
    const hit = this.entries.get(key);
    if (hit) {
      // Refresh recency: Map keeps insertion order, so the oldest key is evicted first.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /** Stores a value computed under `generation`; dropped if the catalogue changed meanwhile. */
  set(key: string, value: CachedBody, generation: number): void {
    if (!this.live || generation !== this.generation) return;
    const old = this.entries.get(key);
    if (old) this.bytes -= old.body.length * 2;
    this.entries.set(key, value);
    this.bytes += value.body.length * 2;
    while (this.bytes > this.maxBytes && this.entries.size > 0) {
      const oldest = this.entries.keys().next().value!;
      this.bytes -= this.entries.get(oldest)!.body.length * 2;
      this.entries.delete(oldest);
    }
  }

  /** The generation to pass to `set` for a value computed from now on. */
  currentGeneration(): number {
    return this.generation;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Waits until the catalogue changes committed before this call have reached this process (and,
   * through the same ordered channel, every other listener). Call it after a write commits.
   */
  async settle(database: Database): Promise<void> {
    if (!this.live) return;
    const token = `${SYNC_PREFIX}${randomUUID()}`;
    const echoed = new Promise<void>((resolve) => {
      this.waiting.set(token, resolve);
      setTimeout(() => {
        if (this.waiting.delete(token)) {
          // No echo: the listener is gone. Drop everything rather than risk serving old data.
          this.clear();
          this.cards.invalidate(ALL_PRODUCTS);
          this.details.invalidate(ALL_PRODUCTS);
          resolve();
        }
      }, 1000).unref();
    });
    await database.query('SELECT pg_notify($1, $2)', [CATALOGUE_CHANNEL, token]);
    await echoed;
  }
}
