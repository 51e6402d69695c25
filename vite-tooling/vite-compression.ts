/**
 * Precompression of every built text file (JS, CSS, HTML, JSON, SVG): a .br and a .gz beside each,
 * which the server sends as they are (@fastify/static `preCompressed`), so no request waits for a
 * compressor and the smallest encoding (Brotli at its best level) is used.
 */
import type { PluginOption } from 'vite';
import { compression } from 'vite-plugin-compression2';

export function precompress(): PluginOption {
  return compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' });
}
