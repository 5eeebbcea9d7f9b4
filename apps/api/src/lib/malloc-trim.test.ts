import { afterEach, describe, expect, it } from 'vitest';
import { startMallocTrim, type MallocTrim } from './malloc-trim';

describe('malloc trim', () => {
  let trim: MallocTrim | null = null;
  afterEach(() => trim?.stop());

  it('is off at 0', async () => {
    expect(await startMallocTrim(0)).toBeNull();
  });

  // The shop's machines and CI run Linux with glibc: there it must really call malloc_trim.
  const glibc = process.platform === 'linux' && Boolean((process.report.getReport() as { header: { glibcVersionRuntime?: string } }).header.glibcVersionRuntime);
  it.runIf(glibc)('calls glibc at its interval, and stops', async () => {
    trim = await startMallocTrim(5);
    expect(trim).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(trim!.calls).toBeGreaterThan(0);
    expect(trim!.longestMs).toBeGreaterThan(0);
    trim!.stop();
    const calls = trim!.calls;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(trim!.calls).toBe(calls);
  });
});
