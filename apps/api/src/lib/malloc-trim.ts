/**
 * Hands the C allocator's free memory back to the system every few seconds (glibc's `malloc_trim`).
 *
 * V8 compiles on background threads into zones it takes from `malloc` and frees when each job is
 * done; under load it compiles and recompiles all the time (some 200 jobs in ten seconds of the
 * bench's facet row), and glibc keeps the freed memory in its arenas. `free` gives back only the
 * top of an arena; `malloc_trim(0)` also releases the free pages inside it. Measured under the
 * bench's rows it keeps 10–15 MiB less resident at 100,000 and at 1,000,000 products, for about a
 * millisecond a call (decision 61). Node has no call for it, so it is reached through koffi (a
 * foreign-function library with prebuilt binaries). Where there is no glibc (musl, macOS,
 * Windows) or koffi cannot load, nothing runs.
 */

export interface MallocTrim {
  /** Calls made so far, and the longest one (ms). */
  readonly calls: number;
  readonly longestMs: number;
  stop(): void;
}

/** Starts trimming every `everyMs` (0: never); null when it cannot run here. */
export async function startMallocTrim(everyMs: number): Promise<MallocTrim | null> {
  if (everyMs <= 0 || process.platform !== 'linux') return null;
  let trim: (pad: number) => number;
  try {
    const { default: koffi } = await import('koffi');
    // glibc's soname; musl's libc has no malloc_trim and makes this throw.
    trim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as (pad: number) => number;
  } catch {
    return null;
  }
  const state = { calls: 0, longestMs: 0 };
  const timer = setInterval(() => {
    const started = performance.now();
    trim(0);
    state.calls++;
    state.longestMs = Math.max(state.longestMs, performance.now() - started);
  }, everyMs);
  timer.unref();
  return {
    get calls() {
      return state.calls;
    },
    get longestMs() {
      return state.longestMs;
    },
    stop: () => clearInterval(timer),
  };
}
