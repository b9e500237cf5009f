// The physical limit for the server benchmark: bare Fastify answering GET /api/packages with the
// reference server's own JSON (read once from BODY_FILE), from memory. PORT, HOST as the server's.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BODY_FILE as string, 'utf8');
const app = Fastify({ logger: false });
app.get('/api/packages', (_request, reply) => {
  void reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
