/**
 * Freshness of catalogue reads across every server process.
 *
 * The database announces each changed product (triggers on products, sizes and images notify
 * `shop_catalogue_changed` with its id at commit) and each changed brand (`brand:<id>`). Every process listens: it drops its cached
 * answers and tells subscribers (the in-memory listing index) which products changed. A write
 * route is marked `config: { settle: true }` and one hook (app.ts) calls `settle()` before it answers:
 * it sends its own marker and waits until every server process has acknowledged it. A process acknowledges a marker when it reaches it on the channel,
 * that is after it has handled every announcement before it (one connection delivers them in
 * order), so a read that starts after the answer, on any process, never sees the old data.
 * Processes learn of each other from a greeting each one sends on the channel every few seconds.
 *
 * A bulk change (2,000 prices in one statement) arrives as thousands of notices in one read of the
 * connection. They are queued as they arrive and handled a millisecond's worth a turn, so the
 * burst never holds the event loop; while any is queued (`pending`) nothing cached is served and
 * the listing index does not answer, so a read never sees what a queued notice has changed.
 * Markers are queued behind the notices before them, so the acknowledgement still means "handled".
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { Admission } from './admission';

export const CATALOGUE_CHANNEL = 'shop_catalogue_changed';
const MB = 1024 * 1024;
const SYNC_PREFIX = 'sync:';
/** `ack:<marker token>:<process>`: a process has handled everything up to that marker. */
const ACK_PREFIX = 'ack:';
/** `hello:<process>`: a process listens; sent at start and every HELLO_MS. */
const HELLO_PREFIX = 'hello:';
const HELLO_MS = 5_000;
/** A process not heard from for this long is taken to be gone. */
const PEER_TTL_MS = 3 * HELLO_MS;
/** A brand's notice (`brand:<id>`, from the brands trigger). */
const BRAND_PREFIX = 'brand:';
/** The shop settings changed (lib/settings.ts): only the cached answers and pages hold them. */
export const SETTINGS_NOTICE = 'settings';
/** The home page's content changed (modules/content): only the cached pages hold it. */
export const CONTENT_NOTICE = 'content';
/** Passed to subscribers when any product may have changed (a gap in the notices). */
export const ALL_PRODUCTS = '*';

/**
 * A product's new prices, carried by its change notice when nothing else the listings show changed
 * (`<id>;<row_version>;<price>;<discount price>;<effective price>;<discount_bp>;<reduced µs or empty>`,
 * migration 0019). The fields are named as the listing index's rows name them.
 */
export interface PriceChange {
  row_version: number;
  price_paise: number;
  discount_price_paise: number;
  effective_price_paise: number;
  discount_bp: number;
  reduced_us: string | null;
}

/** A product's change notice: its id, and its new prices when the notice carries them (null if malformed: then the id alone counts). */
export function productNotice(payload: string): { id: string; prices: PriceChange | null } {
  const parts = payload.split(';');
  const id = parts[0]!;
  if (parts.length !== 7) return { id, prices: null };
  const [version, price, discountPrice, effective, discount] = parts.slice(1, 6).map(Number) as [number, number, number, number, number];
  const reduced = parts[6]!;
  if (![version, price, discountPrice, effective, discount].every(Number.isSafeInteger) || !/^\d*$/.test(reduced)) return { id, prices: null };
  return {
    id,
    prices: { row_version: version, price_paise: price, discount_price_paise: discountPrice, effective_price_paise: effective, discount_bp: discount, reduced_us: reduced === '' ? null : reduced },
  };
}

export interface CachedBody {
  /** Text, or bytes sent as they are (a compressed page). */
  body: string | Buffer;
  etag: string;
}

/** Memory an answer holds (a string's characters take two bytes). */
const sizeOf = (value: CachedBody) => (typeof value.body === 'string' ? value.body.length * 2 : value.body.length);

/** How long one turn of handling queued notices may take, in ms. */
const DRAIN_MS = 1;

/**
 * A cache of values per product (a product card, a product page's answer), dropped one product at
 * a time as its change notices arrive, so other products' entries survive a busy order stream.
 */
export class ProductCache<V> {
  private readonly entries = new Map<string, V>();
  private readonly admission = new Admission();
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
      this.admission.record(id);
      this.entries.delete(id);
      this.entries.set(id, hit);
    }
    return hit;
  }
  /** Stores a value read under `generation` if admitted (see admission.ts); dropped if any product changed meanwhile. */
  set(id: string, value: V, generation: number): void {
    if (!this.enabled() || generation !== this.generation) return;
    this.admission.record(id);
    const size = this.sizeOf(value);
    if (!this.entries.has(id) && !this.admission.admit(id, this.bytes + size > this.maxBytes ? this.entries.keys().next().value : undefined)) return;
    this.drop(id);
    this.entries.set(id, value);
    this.bytes += size;
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
  private readonly admission = new Admission();
  /** Product cards for listings, by product id (a card object is about 1.5 KB). */
  readonly cards = new ProductCache<unknown>(
    () => this.serving,
    4 * MB,
    () => 1536,
  );
  /** Product pages' answers, by product id. */
  readonly details = new ProductCache<CachedBody>(
    () => this.serving,
    6 * MB,
    (v) => sizeOf(v) + 64,
  );
  private bytes = 0;
  private generation = 0;
  /** Markers this process waits for: the processes whose acknowledgement is still missing. */
  private readonly waiting = new Map<string, { missing: Set<string>; resolve: () => void }>();
  private readonly subscribers: ((productId: string, prices: PriceChange | null) => void)[] = [];
  /** Stores of rendered product pages: told of each product, and of anything every page shows. */
  private readonly pageSubscribers: ((what: string) => void)[] = [];
  private listening = false;
  /** This process, and the others last heard from (process id → when). */
  readonly processId = randomUUID();
  private readonly peers = new Map<string, number>();
  private database: Database | null = null;
  private hello: NodeJS.Timeout | null = null;
  /** Notices received and not yet handled, in order (see the file's comment). */
  private queue: string[] = [];
  private queueHead = 0;
  private draining: NodeJS.Immediate | null = null;

  constructor(
    readonly enabled: boolean,
    /** Memory budget of the cached answers (strings count two bytes a character). */
    private readonly maxBytes = 8 * MB,
  ) {}

  /** Starts listening for the database's change notices. */
  async attach(database: Database): Promise<void> {
    if (!this.enabled) return;
    this.database = database;
    this.peers.set(this.processId, Date.now());
    this.listening = await database.listen(
      CATALOGUE_CHANNEL,
      (payload) => this.onNotice(payload),
      (connected) => {
        // Notices may have been missed: forget everything, and cache nothing until listening again.
        this.listening = connected;
        this.clear();
        this.cards.invalidate(ALL_PRODUCTS);
        this.details.invalidate(ALL_PRODUCTS);
        for (const subscriber of this.subscribers) subscriber(ALL_PRODUCTS, null);
        this.dropPages(ALL_PRODUCTS);
      },
    );
    if (this.listening) {
      const greet = () => this.notify(`${HELLO_PREFIX}${this.processId}`);
      await greet();
      this.hello = setInterval(greet, HELLO_MS);
      this.hello.unref();
    }
  }

  /** Stops greeting the other processes (the app's close). */
  detach(): void {
    if (this.hello) clearInterval(this.hello);
    this.hello = null;
  }

  /** The processes (this one included) a write waits for. */
  livePeers(): string[] {
    const now = Date.now();
    this.peers.set(this.processId, now);
    return [...this.peers].filter(([, seen]) => now - seen <= PEER_TTL_MS).map(([id]) => id);
  }

  private notify(payload: string): Promise<void> {
    const database = this.database;
    if (!database) return Promise.resolve();
    return database.query('SELECT pg_notify($1, $2)', [CATALOGUE_CHANNEL, payload]).then(
      () => undefined,
      () => undefined,
    );
  }

  /** True when change notices arrive; without them nothing may be cached. */
  get live(): boolean {
    return this.enabled && this.listening;
  }

  /** True while notices wait to be handled: what they change may still be cached. */
  get pending(): boolean {
    return this.queueHead < this.queue.length;
  }

  /** Cached answers may be served and kept: notices arrive and none is waiting. */
  private get serving(): boolean {
    return this.live && !this.pending;
  }

  /** A notice as it arrives: the processes' own messages at once, changes and markers queued in order. */
  private onNotice(payload: string): void {
    if (payload.startsWith(ACK_PREFIX) || payload.startsWith(HELLO_PREFIX)) return this.handle(payload);
    this.queue.push(payload);
    this.draining ??= setImmediate(() => this.drain());
  }

  /** Handles queued notices for about DRAIN_MS, then gives the event loop a turn if any are left. */
  private drain(): void {
    this.draining = null;
    const started = performance.now();
    while (this.queueHead < this.queue.length) {
      this.handle(this.queue[this.queueHead++]!);
      if (this.queueHead % 32 === 0 && performance.now() - started > DRAIN_MS) break;
    }
    if (this.queueHead < this.queue.length) this.draining = setImmediate(() => this.drain());
    else {
      this.queue = [];
      this.queueHead = 0;
    }
  }

  private handle(payload: string): void {
    if (payload.startsWith(SYNC_PREFIX)) {
      // Everything announced before this marker has been handled here: say so to the writer.
      void this.notify(`${ACK_PREFIX}${payload.slice(SYNC_PREFIX.length)}:${this.processId}`);
      return;
    }
    if (payload.startsWith(ACK_PREFIX)) {
      const [token, from] = payload.slice(ACK_PREFIX.length).split(':');
      this.peers.set(from!, Date.now());
      const wait = this.waiting.get(token!);
      if (wait) {
        wait.missing.delete(from!);
        if (wait.missing.size === 0) {
          this.waiting.delete(token!);
          wait.resolve();
        }
      }
      return;
    }
    if (payload.startsWith(HELLO_PREFIX)) {
      this.peers.set(payload.slice(HELLO_PREFIX.length), Date.now());
      return;
    }
    this.clear();
    // The settings (fees, payment options) are on every product page; the home content on none.
    if (payload === SETTINGS_NOTICE) this.dropPages(ALL_PRODUCTS);
    if (payload === SETTINGS_NOTICE || payload === CONTENT_NOTICE) return;
    if (payload.startsWith(BRAND_PREFIX)) {
      // A brand's name or picture is in the cards and pages of all its products; brands change rarely.
      this.cards.invalidate(ALL_PRODUCTS);
      this.details.invalidate(ALL_PRODUCTS);
      this.dropPages(ALL_PRODUCTS);
      return;
    }
    const { id, prices } = productNotice(payload);
    this.cards.invalidate(id);
    this.details.invalidate(id);
    for (const subscriber of this.subscribers) subscriber(id, prices);
    this.dropPages(id);
  }

  /** Calls `fn` with the id of each product that changed, in any process, and its new prices when only they changed. */
  subscribe(fn: (productId: string, prices: PriceChange | null) => void): void {
    this.subscribers.push(fn);
  }

  /** Calls `fn` with the id of each product whose page changed, or ALL_PRODUCTS when every page did. */
  subscribePages(fn: (what: string) => void): void {
    this.pageSubscribers.push(fn);
  }

  private dropPages(what: string): void {
    for (const subscriber of this.pageSubscribers) subscriber(what);
  }

  get(key: string): CachedBody | undefined {
    if (!this.serving) return undefined;
    const hit = this.entries.get(key);
    if (hit) {
      this.admission.record(key);
      // Refresh recency: Map keeps insertion order, so the oldest key is evicted first.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /** Stores a value computed under `generation` if admitted (see admission.ts); dropped if the catalogue changed meanwhile. */
  set(key: string, value: CachedBody, generation: number): void {
    if (!this.serving || generation !== this.generation) return;
    this.admission.record(key);
    const old = this.entries.get(key);
    if (!old && !this.admission.admit(key, this.bytes + sizeOf(value) > this.maxBytes ? this.entries.keys().next().value : undefined)) return;
    if (old) this.bytes -= sizeOf(old);
    this.entries.set(key, value);
    this.bytes += sizeOf(value);
    while (this.bytes > this.maxBytes && this.entries.size > 0) {
      const oldest = this.entries.keys().next().value!;
      this.bytes -= sizeOf(this.entries.get(oldest)!);
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
   * Waits until the catalogue changes committed before this call have been handled by every
   * server process listening (each acknowledges the marker). Call it after a write commits.
   */
  async settle(database: Database): Promise<void> {
    if (!this.live) return;
    const token = randomUUID();
    const echoed = new Promise<void>((resolve) => {
      this.waiting.set(token, { missing: new Set(this.livePeers()), resolve });
      setTimeout(() => {
        const wait = this.waiting.get(token);
        if (wait && this.waiting.delete(token)) {
          // No acknowledgement from some: those processes are gone (or this listener is). Forget
          // them, and drop everything here rather than risk serving old data.
          for (const peer of wait.missing) if (peer !== this.processId) this.peers.delete(peer);
          this.clear();
          this.cards.invalidate(ALL_PRODUCTS);
          this.details.invalidate(ALL_PRODUCTS);
          this.dropPages(ALL_PRODUCTS);
          resolve();
        }
      }, 1000).unref();
    });
    await database.query('SELECT pg_notify($1, $2)', [CATALOGUE_CHANNEL, `${SYNC_PREFIX}${token}`]);
    await echoed;
  }
}
