/**
 * An in-process cache of serialized catalogue answers, cleared whenever a product, price or stock
 * changes. On PostgreSQL the change is announced with NOTIFY so every server process sharing the
 * database drops its copies too; the writer waits until its own announcement comes back, so a read
 * that starts after a write has been answered never sees the old data.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';

export const CATALOGUE_CHANNEL = 'shop_catalogue_changed';

export interface CachedBody {
  body: string;
  etag: string;
}

export class CatalogueCache {
  private readonly entries = new Map<string, CachedBody>();
  private generation = 0;
  private readonly waiting = new Map<string, () => void>();
  private listening = false;

  constructor(
    private readonly enabled: boolean,
    private readonly maxEntries = 2000,
  ) {}

  /** Starts listening for other processes' changes (PostgreSQL only). */
  async attach(database: Database): Promise<void> {
    if (database.kind !== 'pg' || !this.enabled) return;
    await database.listen(CATALOGUE_CHANNEL, (payload) => {
      this.clear();
      const resolve = this.waiting.get(payload);
      if (resolve) {
        this.waiting.delete(payload);
        resolve();
      }
    });
    this.listening = true;
  }

  get(key: string): CachedBody | undefined {
    if (!this.enabled) return undefined;
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
    if (!this.enabled || generation !== this.generation) return;
    this.entries.set(key, value);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** The generation to pass to `set` for a value computed from now on. */
  currentGeneration(): number {
    return this.generation;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Drops every cached answer here and in every other process. Call after the change is committed.
   */
  async invalidate(database: Database): Promise<void> {
    this.clear();
    if (!this.listening) return;
    const token = randomUUID();
    const echoed = new Promise<void>((resolve) => {
      this.waiting.set(token, resolve);
      setTimeout(() => {
        this.waiting.delete(token);
        resolve();
      }, 200).unref();
    });
    await database.query('SELECT pg_notify($1, $2)', [CATALOGUE_CHANNEL, token]);
    await echoed;
  }
}
