/**
 * Where uploaded files live. One machine: the disk under DATA_DIR/uploads, served at /uploads/.
 * An S3-compatible store can replace it by implementing the same three calls.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export interface Storage {
  /** Stores bytes under a key like `products/ab12…-full.webp`; returns the public URL. */
  put(key: string, data: Buffer): Promise<string>;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/i;

export class DiskStorage implements Storage {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer): Promise<string> {
    const file = this.resolve(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a half-written file is never served.
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(tmp, data);
    await fs.rename(tmp, file);
    return `/uploads/${key}`;
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.resolve(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      await fs.access(this.resolve(key));
      return true;
    } catch {
      return false;
    }
  }
}

/** The storage key of a public /uploads/ URL, or null for anything else. */
export function keyFromUrl(url: string): string | null {
  const m = /^\/uploads\/(.+)$/.exec(url);
  return m && SAFE_KEY.test(m[1]!) && !m[1]!.includes('..') ? m[1]! : null;
}
