/** Liveness and readiness, and the event loop's worst delay that readiness reports. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { LoopDelay, threadCpuUs } from './loop-delay';

/**
 * Holds the event loop until its thread has used `ms` of CPU (a turn that does not return): counted
 * in CPU time, not on the clock, so a busy machine running other tests beside it still gives the
 * check that much CPU to see.
 */
function holdLoop(ms: number): void {
  const until = threadCpuUs() + ms * 1000;
  while (threadCpuUs() < until);
}

/** Holds the event loop for `ms` off any CPU, as when the operating system runs another process. */
function sleepLoop(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

const nextTurns = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `check` with a started LoopDelay (keeping `keep` seconds), stopped after. */
async function watching(check: (loop: LoopDelay) => Promise<void>, keep?: number): Promise<void> {
  const loop = new LoopDelay(keep);
  loop.start();
  try {
    await check(loop);
  } finally {
    loop.stop();
  }
}

describe('LoopDelay', () => {
  it('reports a turn that held the loop, over the seconds asked for, until it has aged out', () =>
    watching(async (loop) => {
      await nextTurns(30);
      holdLoop(60);
      await nextTurns(30);
      // A turn on the CPU: late by about its length, and the CPU used meanwhile as much.
      expect(loop.worst(1).delayMs).toBeGreaterThanOrEqual(40);
      expect(loop.worst(1).cpuMs).toBeGreaterThanOrEqual(40);
      // Closed into the seconds kept: still reported over two seconds, no longer over the current one.
      loop.closeSecond();
      expect(loop.worst(2).delayMs).toBeGreaterThanOrEqual(40);
      expect(loop.worst(1).delayMs).toBeLessThan(40);
      // Older than the seconds asked for, and then than those kept.
      loop.closeSecond();
      expect(loop.worst(2).delayMs).toBeLessThan(40);
      expect(loop.worst(3).delayMs).toBeGreaterThanOrEqual(40);
      loop.closeSecond();
      loop.closeSecond();
      expect(loop.worst(60).delayMs).toBeLessThan(40);
    }, 3));

  it('closes each second by itself as the loop runs', () =>
    watching(async (loop) => {
      await nextTurns(30);
      holdLoop(60);
      await nextTurns(1100);
      expect(loop.worst(1).delayMs).toBeLessThan(40);
      expect(loop.worst(2).delayMs).toBeGreaterThanOrEqual(40);
    }));

  it('tells a loop held off the CPU from one held by a turn', () =>
    watching(async (loop) => {
      await nextTurns(30);
      sleepLoop(60);
      await nextTurns(30);
      const worst = loop.worst(1);
      expect(worst.delayMs).toBeGreaterThanOrEqual(40);
      expect(worst.cpuMs).toBeLessThan(20);
    }));
});

describe('/readyz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('reports how listings are served and the worst event-loop delay over the seconds asked for', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz?seconds=5' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'ready', listing: expect.any(String), loop: { seconds: 5, worst: { delayMs: expect.any(Number), cpuMs: expect.any(Number) } } });
    expect(body.loop.worst.delayMs).toBeGreaterThanOrEqual(0);
  });

  it('refuses a window outside 1 to 60 seconds with a readable message', async () => {
    for (const seconds of ['0', '61', 'many']) {
      const res = await t.app.inject({ method: 'GET', url: `/readyz?seconds=${seconds}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });
});
