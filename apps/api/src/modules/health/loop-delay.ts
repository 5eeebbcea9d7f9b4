/**
 * The event loop's worst delay, second by second, over the last minute (readiness reports it): how
 * late the loop let a timer run past its time, and how much CPU the process's main thread used
 * meanwhile. A delay with little CPU in it is time the operating system kept the process off a
 * CPU (another process had it); one with as much CPU is the process's own turn holding the loop.
 * Neither is what a client saw, which adds the client's own process and the network.
 */

/** How often the loop is checked (ms): a delay is measured to within this. */
const TICK_MS = 5;

/** The worst check of a stretch of time: how late it came, and the CPU the thread used since the check before (ms). */
export interface Worst {
  delayMs: number;
  cpuMs: number;
}

const none = (): Worst => ({ delayMs: 0, cpuMs: 0 });

export class LoopDelay {
  /** The worst of each whole second past, oldest first. */
  private readonly seconds: Worst[] = [];
  private now = none();
  private timer: NodeJS.Timeout | null = null;
  private last = 0;
  private lastCpuUs = 0;
  /** When the current second started (ms, `performance.now`). */
  private secondStarted = 0;

  constructor(private readonly keep = 60) {}

  start(): void {
    if (this.timer) return;
    this.last = this.secondStarted = performance.now();
    this.lastCpuUs = threadCpuUs();
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private tick(): void {
    const at = performance.now();
    const cpuUs = threadCpuUs();
    const delayMs = at - this.last - TICK_MS;
    if (delayMs > this.now.delayMs) this.now = { delayMs, cpuMs: (cpuUs - this.lastCpuUs) / 1000 };
    this.last = at;
    this.lastCpuUs = cpuUs;
    if (at - this.secondStarted >= 1000) this.closeSecond();
  }

  /** Ends the current second: its worst is kept, the next starts from nothing. */
  closeSecond(): void {
    this.secondStarted = performance.now();
    this.seconds.push(this.now);
    if (this.seconds.length > this.keep) this.seconds.shift();
    this.now = none();
  }

  /** The worst check (ms, to a tenth) over the current second and the `seconds` - 1 before it. */
  worst(seconds: number): Worst {
    let worst = this.now;
    for (let i = Math.max(0, this.seconds.length - (seconds - 1)); i < this.seconds.length; i++) if (this.seconds[i]!.delayMs > worst.delayMs) worst = this.seconds[i]!;
    return { delayMs: tenths(worst.delayMs), cpuMs: tenths(worst.cpuMs) };
  }
}

/** CPU time the calling thread has used, user and system, in microseconds. */
export function threadCpuUs(): number {
  const { user, system } = process.threadCpuUsage();
  return user + system;
}

const tenths = (ms: number) => Math.round(ms * 10) / 10;
