/**
 * Product pages rendered on the server, kept compressed on disk (decision 31): a shopper's first
 * view of any piece is a file read, not a render. A page holds only its own product (related pieces
 * come after hydration), so a product's change notice drops exactly its page, in every server
 * process (lib/cache.ts); the settings, any brand, or a gap in the notices drop them all.
 *
 * Writes are checked against the store's generation before and after the file lands, so a page
 * rendered from data older than a change this process has handled is never kept. Every process
 * handles every notice and deletes the page itself (in the background; a page being deleted is
 * not read), so one process's late write cannot outlive a change either. In idle time the store is filled with every active product's page.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ALL_PRODUCTS } from '../../lib/cache';

/** Deletions in flight at once: each is a request to libuv's thread pool, which the page reads share. */
const UNLINKS_AT_ONCE = 4;

const UUID = /^\/product\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The product id of a stored page's URL (`/product/{uuid}`, no query), or null. */
export function storedPageId(url: string): string | null {
  return UUID.exec(url)?.[1] ?? null;
}

export class PageStore {
  private generation = 0;
  private writes = 0;
  /** Products whose page was dropped since the fill last passed them: rendered again first. */
  private readonly dropped = new Set<string>();
  /** Pages being deleted (how many deletions of each are under way): never read meanwhile. */
  private readonly deleting = new Map<string, number>();
  /** Pages to delete, in order (from `unlinkHead` on), and how many deletions are in flight. */
  private unlinkQueue: string[] = [];
  private unlinkHead = 0;
  private unlinking = 0;
  /** The turn that starts the next deletions, when one is set. */
  private unlinkTurn: NodeJS.Immediate | null = null;
  /** When a page was last dropped (ms): dropped pages are rendered again once a burst of changes has passed. */
  private lastDropAt = 0;
  /** Bumped when every page is dropped: the fill starts its walk again. */
  private wipes = 0;
  private isFilled = false;

  private constructor(
    private readonly dir: string,
    /** True while change notices wait to be handled (lib/cache.ts): no stored page is read meanwhile (`has` still says what is stored, so filling does not render it again). */
    private readonly behind: () => boolean,
  ) {}

  /** A store in `dir`, emptied (pages from an earlier run may be out of date). */
  static open(dir: string, behind: () => boolean = () => false): PageStore {
    const store = new PageStore(dir, behind);
    store.empty();
    return store;
  }

  private file(id: string): string {
    return path.join(this.dir, `${id}.br`);
  }

  private empty(): void {
    // Moved aside at once (a write after this lands in the new folder), deleted in the background by
    // a worker thread: some 100,000 files' deletions would otherwise each end in a callback on the
    // event loop (a start took 6.7 s instead of 1.7 s to serve listings while they ran).
    const old = `${this.dir}.old-${randomUUID()}`;
    try {
      fs.renameSync(this.dir, old);
      // A folder it cannot delete (permissions) is left behind; the store itself works on.
      new Worker("require('node:fs').rmSync(require('node:worker_threads').workerData, { recursive: true, force: true })", { eval: true, workerData: old }).on('error', () => undefined).unref();
    } catch {
      // Not there yet, or another process moved it first.
    }
    fs.mkdirSync(this.dir, { recursive: true });
  }

  /** The stored page (brotli), or null. */
  async read(id: string): Promise<Buffer | null> {
    if (this.behind() || this.deleting.has(id)) return null;
    try {
      return await fs.promises.readFile(this.file(id));
    } catch {
      return null;
    }
  }

  /** Whether the page is stored (whatever notices wait: the filler asks, not a shopper). */
  has(id: string): boolean {
    return !this.deleting.has(id) && fs.existsSync(this.file(id));
  }

  /** The generation to pass to `write` for a page rendered from now on. */
  currentGeneration(): number {
    return this.generation;
  }

  /** Keeps a page rendered under `generation`, unless something changed meanwhile. */
  async write(id: string, page: Buffer, generation: number): Promise<void> {
    if (generation !== this.generation) return;
    const file = this.file(id);
    const temporary = `${file}.${process.pid}-${++this.writes}.tmp`;
    try {
      await fs.promises.writeFile(temporary, page);
      if (generation !== this.generation) return void (await fs.promises.rm(temporary, { force: true }));
      await fs.promises.rename(temporary, file);
      // A change handled while the file moved in: its deletion ran first, so delete it now.
      if (generation !== this.generation) await fs.promises.rm(file, { force: true });
    } catch {
      // A full disk or a folder emptied meanwhile: the page is rendered again when asked for.
      await fs.promises.rm(temporary, { force: true }).catch(() => undefined);
    }
  }

  /** A product changed (or, with ALL_PRODUCTS, anything every page shows): drop its page. */
  invalidate(what: string): void {
    this.generation++;
    if (what === ALL_PRODUCTS) {
      this.wipes++;
      this.dropped.clear();
      this.isFilled = false;
      this.empty();
      return;
    }
    this.lastDropAt = Date.now();
    this.dropped.add(what);
    // A page not stored has nothing to delete, and one being written now is deleted by its writer
    // (`write` checks the generation after the file lands; every process handles every notice). A
    // look costs a few microseconds; a deletion is a trip through libuv's thread pool and back, which
    // cost each process about 40 ms of CPU in a burst of 2,000 changes when few pages were stored.
    if (!fs.existsSync(this.file(what))) return;
    // Deleted in the background, a few at a time: a burst of changes (2,000 prices in one notice
    // batch) must hold the event loop for no file system call but the look. Until the file is gone it is not read.
    this.deleting.set(what, (this.deleting.get(what) ?? 0) + 1);
    this.unlinkQueue.push(what);
    this.unlinkLater();
  }

  /**
   * Starts the next deletions at the next turn of the event loop. Deletions of pages never stored
   * end at once, and chaining each from the last one's callback kept the loop in its poll phase for
   * a whole burst (2,000 changes held it for over 10 ms); a turn each lets requests in between.
   */
  private unlinkLater(): void {
    this.unlinkTurn ??= setImmediate(() => {
      this.unlinkTurn = null;
      this.unlinkNext();
    });
  }

  private unlinkNext(): void {
    while (this.unlinking < UNLINKS_AT_ONCE && this.unlinkHead < this.unlinkQueue.length) {
      const id = this.unlinkQueue[this.unlinkHead++]!;
      if (this.unlinkHead === this.unlinkQueue.length) {
        this.unlinkQueue = [];
        this.unlinkHead = 0;
      }
      this.unlinking++;
      fs.unlink(this.file(id), () => {
        this.unlinking--;
        const left = this.deleting.get(id)! - 1;
        if (left > 0) this.deleting.set(id, left);
        else this.deleting.delete(id);
        this.unlinkLater();
      });
    }
  }

  /** Whether every active product's page has been stored since the last full drop. */
  get filled(): boolean {
    return this.isFilled;
  }

  /**
   * Renders and stores every active product's page, one at a time, only while the server has had no
   * request for `quietMs`; then keeps re-rendering dropped pages. Runs until `stopped()`.
   */
  async fill(o: {
    /** Active product ids after `after`, in order, at most `limit`. */
    ids: (after: string, limit: number) => Promise<string[]>;
    /** The page of a product, compressed, or null when it is not one to store. */
    render: (id: string) => Promise<Buffer | null>;
    /** When the server last served a request (ms, Date.now()). */
    lastRequestAt: () => number;
    stopped: () => boolean;
    quietMs?: number;
    /** How long no page must have been dropped before dropped pages are rendered again. */
    settleMs?: number;
    onError?: (err: unknown) => void;
  }): Promise<void> {
    const quietMs = o.quietMs ?? 100;
    const settleMs = o.settleMs ?? 1_000;
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());
    const quiet = async () => {
      for (;;) {
        if (o.stopped()) return false;
        const since = Date.now() - o.lastRequestAt();
        if (since >= quietMs) return true;
        await sleep(Math.min(quietMs, quietMs - since));
      }
    };
    const store = async (id: string) => {
      const generation = this.generation;
      const page = await o.render(id);
      if (page) await this.write(id, page, generation);
    };
    while (!o.stopped()) {
      const wipes = this.wipes;
      let after = '00000000-0000-0000-0000-000000000000';
      try {
        walk: for (;;) {
          const ids = await o.ids(after, 500);
          if (ids.length === 0) break;
          for (const id of ids) {
            if (!(await quiet()) || this.wipes !== wipes) break walk;
            if (!this.has(id)) await store(id);
            // Let waiting requests in between pages.
            await new Promise((resolve) => setImmediate(resolve));
          }
          after = ids[ids.length - 1]!;
        }
        if (this.wipes === wipes && !o.stopped()) this.isFilled = true;
        // Pages dropped by changes, again; then wait for more.
        while (this.wipes === wipes && !o.stopped()) {
          const next = this.dropped.values().next();
          // None dropped, or changes still arriving (a bulk repricing): the listing index and the
          // answers come first; a page missing meanwhile is rendered when asked for.
          if (next.done || Date.now() - this.lastDropAt < settleMs) {
            await sleep(250);
            continue;
          }
          if (!(await quiet())) break;
          this.dropped.delete(next.value);
          if (!this.has(next.value)) await store(next.value);
        }
      } catch (err) {
        o.onError?.(err);
        await sleep(5_000);
      }
    }
  }
}
