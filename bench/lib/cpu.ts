/**
 * CPU used by *other* processes during a measurement (Linux /proc). The bench machine is shared
 * (tests, builds, other servers): a scenario measured while something else burns a core is not
 * comparable, so the runner waits for a quiet moment and reports the noise next to each row.
 *
 * "Ours" = the runner, its child servers, and every postgres process (the bench's backends
 * cannot be told apart from other clients' backends cheaply, so those count as ours).
 */
import fs from 'node:fs';

const HZ = 100; // USER_HZ on Linux; /proc times are in these ticks

interface Snapshot {
  at: number;
  /** pid -> CPU ticks of processes that are not ours */
  others: Map<number, number>;
}

function readTicks(pid: string): { ticks: number; comm: string } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // comm is in parentheses and may contain spaces; the numeric fields follow the last ')'.
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    // fields[11] = utime, fields[12] = stime (fields 14 and 15 of proc(5), 0-based after comm)
    return { ticks: Number(fields[11]) + Number(fields[12]), comm };
  } catch {
    return undefined; // exited between readdir and read
  }
}

export function cpuSupported(): boolean {
  return fs.existsSync('/proc/self/stat');
}

export function snapshot(ourPids: ReadonlySet<number>): Snapshot {
  const others = new Map<number, number>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const pid = Number(name);
    if (ourPids.has(pid)) continue;
    const t = readTicks(name);
    if (!t || t.comm === 'postgres') continue;
    others.set(pid, t.ticks);
  }
  return { at: performance.now(), others };
}

/**
 * Cores used by other processes between two snapshots: per-process deltas, with processes
 * born in between counted whole. Ones that lived and died in between are missed, so this is a
 * lower bound and a noise indicator, not an accounting tool.
 */
export function othersCores(a: Snapshot, b: Snapshot): number {
  const seconds = (b.at - a.at) / 1000;
  if (seconds <= 0) return 0;
  let ticks = 0;
  for (const [pid, t] of b.others) ticks += t - (a.others.get(pid) ?? 0);
  return Math.max(0, ticks / HZ / seconds);
}

/** CPU milliseconds used so far by every postgres process (server and backends). */
export function postgresCpuMs(): number {
  let ticks = 0;
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const t = readTicks(name);
    if (t && t.comm.startsWith('postgres')) ticks += t.ticks;
  }
  return (ticks * 1000) / HZ;
}
