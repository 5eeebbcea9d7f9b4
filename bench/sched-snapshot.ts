/**
 * Who ran on the machine's CPUs, and who waited for one, between two moments: each thread's time
 * on a CPU and time runnable but waiting (`/proc/<pid>/task/<tid>/schedstat`, nanoseconds), for every
 * process. The stall row prints it around each round with BENCH_SCHED=1 (run-bench.ts): it told the
 * writer's UPDATE, the servers' main threads, their V8 threads and PostgreSQL's backends apart
 * (decision 67). Linux only; elsewhere the snapshot is empty.
 */
import fs from 'node:fs';

type Times = { run: number; wait: number; name: string };
export type SchedSnapshot = Map<string, Times>;

const read = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

export function schedSnapshot(): SchedSnapshot {
  const out: SchedSnapshot = new Map();
  let pids: string[] = [];
  try {
    pids = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return out;
  }
  for (const pid of pids) {
    let tids: string[] = [];
    try {
      tids = fs.readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    const command = (read(`/proc/${pid}/cmdline`) ?? '').replace(/\0/g, ' ').trim().slice(0, 70);
    for (const tid of tids) {
      const stat = read(`/proc/${pid}/task/${tid}/schedstat`);
      const comm = read(`/proc/${pid}/task/${tid}/comm`);
      if (stat === null || comm === null) continue;
      const [run, wait] = stat.split(' ').map(Number);
      out.set(`${pid}/${tid}`, { run: run!, wait: wait!, name: `${comm.trim()} [${command}]` });
    }
  }
  return out;
}

/**
 * The threads that ran or waited over 3 ms between the snapshots, busiest first, and the totals (ms).
 * Only threads in both snapshots count (a thread id taken by another thread meanwhile would not).
 */
export function schedReport(before: SchedSnapshot, after: SchedSnapshot, top = 12): string[] {
  const rows: { key: string; run: number; wait: number; name: string }[] = [];
  for (const [key, now] of after) {
    const then = before.get(key);
    if (!then || then.name !== now.name || now.run < then.run) continue;
    const run = (now.run - then.run) / 1e6;
    const wait = (now.wait - then.wait) / 1e6;
    if (run > 3 || wait > 3) rows.push({ key, run, wait, name: now.name });
  }
  rows.sort((a, b) => b.run - a.run);
  const total = (k: 'run' | 'wait') => Math.round(rows.reduce((n, r) => n + r[k], 0));
  return [
    `on a CPU ${total('run')} ms, waiting for one ${total('wait')} ms, by thread (pid/tid):`,
    ...rows.slice(0, top).map((r) => `${r.key.padEnd(14)} ran ${r.run.toFixed(1).padStart(7)}  waited ${r.wait.toFixed(1).padStart(7)}  ${r.name}`),
  ];
}
