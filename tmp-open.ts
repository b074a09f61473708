import fs from 'node:fs';
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
let c = cpu(); let t = performance.now();
const mark = (l: string) => { console.log(l, 'cpu', Math.round(cpu() - c), 'wall', Math.round(performance.now() - t)); c = cpu(); t = performance.now(); };
const bytes = fs.readFileSync('node_modules/@electric-sql/pglite/dist/pglite.wasm');
mark('read wasm');
const mod = await WebAssembly.compile(bytes);
mark('compile wasm');
const { openDatabase } = await import('./src/server/db/client.ts');
mark('import client');
const blob = new Blob([fs.readFileSync('/tmp/ci-meas/t2.tar')]);
for (let i = 0; i < 3; i++) { const d = await openDatabase({ pgliteLoadDataDir: blob }); mark('open ' + i); await d.close(); }
void mod;
