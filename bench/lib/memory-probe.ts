/**
 * Loaded into the portal's process by bench/memory.ts (`node --import`): every
 * NC_MEMORY_PROBE_MS (default 2 s) it writes the V8 side of the process's memory to the file
 * NC_MEMORY_PROBE_FILE (one JSON object, replaced each time), so the runner can split the RSS it
 * reads from /proc into the V8 heap, the memory V8 accounts outside it (Buffers, ArrayBuffers,
 * WebAssembly memories) and the rest. It reads only; the app is unchanged.
 */
import fs from 'node:fs';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';

const file = process.env.NC_MEMORY_PROBE_FILE;
if (file) {
  // The heap right after each full collection: close to what is really alive.
  let majorGcs = 0;
  let afterMajorGcKb = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as unknown as { detail?: { kind?: number } }).detail?.kind;
      if (kind !== constants.NODE_PERFORMANCE_GC_MAJOR) continue;
      majorGcs += 1;
      afterMajorGcKb = Math.round(process.memoryUsage().heapUsed / 1024);
    }
  }).observe({ entryTypes: ['gc'] });
  const write = () => {
    const usage = process.memoryUsage();
    const spaces = Object.fromEntries(
      v8.getHeapSpaceStatistics().map((s) => [s.space_name, Math.round(s.physical_space_size / 1024)]),
    );
    fs.writeFileSync(
      file,
      JSON.stringify({
        at: Date.now(),
        heapTotalKb: Math.round(usage.heapTotal / 1024),
        heapUsedKb: Math.round(usage.heapUsed / 1024),
        externalKb: Math.round(usage.external / 1024),
        arrayBuffersKb: Math.round(usage.arrayBuffers / 1024),
        spacesKb: spaces,
        majorGcs,
        afterMajorGcKb,
      }),
    );
  };
  setInterval(write, Number(process.env.NC_MEMORY_PROBE_MS ?? 2000)).unref();
  write();
}
