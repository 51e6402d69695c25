/**
 * Compression of dynamic answers (HTML pages, API JSON): Brotli or gzip as the client accepts,
 * through @fastify/compress. Built static files are compressed at build time (vite-plugin-
 * compression2) and sent as they are by @fastify/static's `preCompressed`, so nothing is
 * compressed twice. Registered before any route: the plugin hooks routes as they are added.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: a packet holds them either way. */
const THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: THRESHOLD_BYTES });
}
