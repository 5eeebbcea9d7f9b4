/**
 * The product cards' file (`CardFile`, see listing-cards.ts): fixed-size records, one per slot, read
 * with `pread`, for a catalogue whose cards the process's memory is not to hold.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { ProductRow } from './dto';
import type { CardFields, ListingRow } from './listing-row';
import { CardCodec, type CardStore, type ListedPrices } from './listing-cards';

/**
 * Bytes of a slot's record in the file: a u16 length and the encoding (at most 318 bytes: every card
 * of the bench's catalogue, whose largest took 297). A longer encoding is kept in memory instead.
 */
export const CARD_RECORD = 320;
/** Consecutive slots' records are gathered and written together (a load fills the slots in order). */
const RUN_RECORDS = 4096;
/**
 * Changed cards (outside the run) held in memory at most, about 2.6 MB, until the index's idle steps
 * write them (`writeSome`, decision 66): a burst of changes then makes no `pwrite` of its own (5–14 µs
 * each in ext4, some 12 % of catching up with 2,000 prices). Past this many, a card is written as put.
 */
export const UNWRITTEN_MAX = 8192;

/** The cards in a file of fixed-size records, slot by slot, read with `pread` (see the top of this file). */
export class CardFile implements CardStore {
  private readonly codec = new CardCodec();
  private fd: number | null = null;
  /** Encodings too long for a record, by slot. */
  private readonly long = new Map<number, Buffer>();
  /** Records of consecutive slots from `runStart` not written yet, read from here until they are. */
  private readonly run = Buffer.alloc(RUN_RECORDS * CARD_RECORD);
  private runStart = 0;
  private runSlots = 0;
  private readonly record = Buffer.alloc(CARD_RECORD);
  /** Records of changed cards not written yet, by slot, in the order they were put (see UNWRITTEN_MAX). */
  private readonly held = new Map<number, Buffer>();

  /** Makes the file in `dir` (and removes it from there at once: it lives as long as it is open). */
  constructor(dir: string) {
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `cards-${process.pid}-${randomUUID()}.bin`);
    this.fd = fs.openSync(file, 'w+', 0o600);
    fs.rmSync(file);
  }

  reset(): void {
    fs.ftruncateSync(this.file(), 0);
    this.codec.reset();
    this.long.clear();
    this.held.clear();
    this.runSlots = 0;
  }

  /** The file grows as records are written past its end. */
  grow(): void {}

  put(slot: number, row: ListingRow & CardFields): void {
    const n = this.codec.encode(row);
    if (n + 2 > CARD_RECORD) {
      this.long.set(slot, Buffer.from(this.codec.scratch.subarray(0, n)));
      this.held.delete(slot);
      return;
    }
    this.long.delete(slot);
    const inRun = slot >= this.runStart && slot <= this.runStart + this.runSlots && slot - this.runStart < RUN_RECORDS;
    if (!inRun) {
      // A slot elsewhere: a changed card, held until the idle steps write it; a load's next run once this one is full.
      const loading = this.runSlots === RUN_RECORDS && slot === this.runStart + RUN_RECORDS;
      if (!loading && this.runSlots > 0) return this.hold(slot, n);
      this.flush();
      this.runStart = slot;
    }
    this.held.delete(slot);
    const at = (slot - this.runStart) * CARD_RECORD;
    this.run.writeUInt16LE(n, at);
    this.codec.scratch.copy(this.run, at + 2, 0, n);
    this.runSlots = Math.max(this.runSlots, slot - this.runStart + 1);
  }

  /** Keeps a changed card's record in memory (written at once when too many are held). */
  private hold(slot: number, n: number): void {
    const record = Buffer.allocUnsafe(n + 2);
    record.writeUInt16LE(n, 0);
    this.codec.scratch.copy(record, 2, 0, n);
    this.held.delete(slot);
    if (this.held.size < UNWRITTEN_MAX) this.held.set(slot, record);
    else this.writeRecord(slot, record);
  }

  get unwritten(): number {
    return this.held.size;
  }

  /** Writes held records, oldest first, for about `ms` (the clock read every 16 records); returns the time taken. */
  writeSome(ms: number): number {
    const started = performance.now();
    let written = 0;
    for (const [slot, record] of this.held) {
      this.writeRecord(slot, record);
      this.held.delete(slot);
      if (++written % 16 === 0 && performance.now() - started > ms) break;
    }
    return performance.now() - started;
  }

  private writeRecord(slot: number, record: Buffer): void {
    this.writeAt(record, record.length, slot * CARD_RECORD);
  }

  /** Writes the first `bytes` of `from` at `position`. */
  private writeAt(from: Buffer, bytes: number, position: number): void {
    for (let done = 0; done < bytes;) done += fs.writeSync(this.file(), from, done, bytes - done, position + done);
  }

  /** The record stays in the file, never read until the slot takes a new card. */
  clear(slot: number): void {
    this.long.delete(slot);
    this.held.delete(slot);
  }

  row(slot: number, id: string, listed: ListedPrices): ProductRow {
    const long = this.long.get(slot);
    if (long) return this.codec.decode(long, 0, id, listed);
    const held = this.held.get(slot);
    if (held) return this.codec.decode(held, 2, id, listed);
    if (slot >= this.runStart && slot < this.runStart + this.runSlots) return this.codec.decode(this.run, (slot - this.runStart) * CARD_RECORD + 2, id, listed);
    fs.readSync(this.file(), this.record, 0, CARD_RECORD, slot * CARD_RECORD);
    return this.codec.decode(this.record, 2, id, listed);
  }

  close(): void {
    if (this.fd !== null) fs.closeSync(this.fd);
    this.fd = null;
    this.long.clear();
    this.held.clear();
    this.runSlots = 0;
  }

  /** Writes the gathered records. */
  private flush(): void {
    this.writeAt(this.run, this.runSlots * CARD_RECORD, this.runStart * CARD_RECORD);
    this.runSlots = 0;
  }

  private file(): number {
    if (this.fd === null) throw new Error('The listing index’s card file is closed');
    return this.fd;
  }
}

/** A card file in `dir`, or null (the cards are then read from PostgreSQL by id) when there is none or it cannot be made, told to `onError`. */
export function cardFile(dir: string | undefined, onError?: (err: unknown) => void): CardFile | null {
  if (!dir) return null;
  try {
    return new CardFile(dir);
  } catch (err) {
    onError?.(err);
    return null;
  }
}
