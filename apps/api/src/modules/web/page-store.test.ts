/**
 * The page store on a real folder: pages kept and dropped by product, never kept when rendered
 * before a change this process handled (however the write and the change interleave), emptied
 * whole, and filled in idle time only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_PRODUCTS } from '../../lib/cache';
import { PageStore, storedPageId } from './page-store';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

let root: string;
let store: PageStore;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'page-store-'));
  store = PageStore.open(path.join(root, 'pages'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(ok()).toBe(true);
};

describe('storedPageId', () => {
  it.each([
    [`/product/${A}`, A],
    [`/product/${A}?ref=mail`, null],
    [`/product/${A}/`, null],
    ['/product/not-a-uuid', null],
    ['/shop', null],
  ])('%s → %s', (url, id) => expect(storedPageId(url)).toBe(id));
});

describe('PageStore', () => {
  it('keeps a page until its product changes, and only that page', async () => {
    await store.write(A, Buffer.from('page a'), store.currentGeneration());
    await store.write(B, Buffer.from('page b'), store.currentGeneration());
    expect((await store.read(A))?.toString()).toBe('page a');
    store.invalidate(A);
    expect(await store.read(A)).toBeNull();
    expect((await store.read(B))?.toString()).toBe('page b');
  });

  it('drops a burst of 2,000 changed pages in the background, a few deletions at a time, and reads none of them meanwhile', async () => {
    const ids = Array.from({ length: 2_000 }, (_, i) => `${i.toString(16).padStart(8, '0')}-1111-4111-8111-111111111111`);
    for (const id of ids) await store.write(id, Buffer.from(id), store.currentGeneration());
    await store.write(A, Buffer.from('page a'), store.currentGeneration());
    for (const id of ids) store.invalidate(id);
    expect(await store.read(ids[1_999]!)).toBeNull();
    expect((await store.read(A))?.toString()).toBe('page a');
    await until(() => fs.readdirSync(path.join(root, 'pages')).length === 1);
    expect(ids.some((id) => store.has(id))).toBe(false);
  });

  it('deletes a changed page another process stored, and starts no deletion for a page nobody stored', async () => {
    // Two server processes on one folder: the second opens it first (opening empties it).
    const other = PageStore.open(path.join(root, 'pages'));
    store = PageStore.open(path.join(root, 'pages'));
    await other.write(A, Buffer.from('page a'), other.currentGeneration());
    const unlink = vi.spyOn(fs, 'unlink');
    try {
      const never = Array.from({ length: 2_000 }, (_, i) => `${i.toString(16).padStart(8, '0')}-2222-4222-8222-222222222222`);
      for (const id of never) store.invalidate(id);
      store.invalidate(A);
      await until(() => fs.readdirSync(path.join(root, 'pages')).length === 0);
      expect(unlink).toHaveBeenCalledTimes(1);
      expect(await other.read(A)).toBeNull();
    } finally {
      unlink.mockRestore();
    }
  });

  it('does not keep a page rendered before a change, whether the change comes before or during the write', async () => {
    const before = store.currentGeneration();
    store.invalidate(C);
    await store.write(A, Buffer.from('old'), before);
    expect(store.has(A)).toBe(false);
    // The change handled while the file is being written.
    const generation = store.currentGeneration();
    const writing = store.write(B, Buffer.from('old'), generation);
    store.invalidate(B);
    await writing;
    expect(store.has(B)).toBe(false);
    expect(fs.readdirSync(path.join(root, 'pages'))).toEqual([]);
  });

  it('empties itself when every page changes, and when it is opened again', async () => {
    await store.write(A, Buffer.from('a'), store.currentGeneration());
    store.invalidate(ALL_PRODUCTS);
    expect(store.has(A)).toBe(false);
    await store.write(B, Buffer.from('b'), store.currentGeneration());
    const again = PageStore.open(path.join(root, 'pages'));
    expect(again.has(B)).toBe(false);
  });

  it('fills itself with every product only while no request comes, then renders dropped pages again once changes stop', async () => {
    const rendered: string[] = [];
    let lastRequestAt = Date.now() + 60_000;
    let stop = false;
    const ids = [A, B, C];
    void store.fill({
      ids: async (after, limit) => ids.filter((id) => id > after).slice(0, limit),
      render: async (id) => {
        rendered.push(id);
        return id === C ? null : Buffer.from(`page ${id}`);
      },
      lastRequestAt: () => lastRequestAt,
      stopped: () => stop,
      quietMs: 20,
      settleMs: 300,
    });
    // Busy: nothing is rendered.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rendered).toEqual([]);
    expect(store.filled).toBe(false);
    lastRequestAt = 0;
    await until(() => store.filled);
    // C's page is not one to keep (its render says so); A and B are stored.
    expect(rendered).toEqual([A, B, C]);
    expect([store.has(A), store.has(B), store.has(C)]).toEqual([true, true, false]);
    store.invalidate(B);
    // Changes may still be arriving (a bulk repricing): not yet.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(rendered).toEqual([A, B, C]);
    await until(() => store.has(B));
    expect(rendered).toEqual([A, B, C, B]);
    // Everything dropped: the walk starts again.
    store.invalidate(ALL_PRODUCTS);
    expect(store.filled).toBe(false);
    await until(() => store.filled && store.has(A));
    stop = true;
  });
});
