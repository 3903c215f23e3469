// The per-request baseline of `npm run bench`: a bare Fastify server answering a small JSON object, run beside the
// app on the same machine, so each endpoint's figure reads as a ratio to what the framework alone can do.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3220), host: '127.0.0.1' });
