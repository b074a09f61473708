/**
 * The floor: a bare Fastify app with one route returning a small JSON, started in the same kind
 * of child process as bench/server.ts. Whatever it reaches is the most any API route could do on
 * this machine with this load generator, so the runner reports each scenario relative to it.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ping', async () => ({ ok: true, nome: 'NC', hora: Date.now() }));

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
// The runner waits for this exact line to learn the port.
console.log(`BENCH_LISTENING ${port}`);

const stop = () => void app.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
