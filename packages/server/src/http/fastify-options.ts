/**
 * Options every Fastify instance of the server is built with.
 *
 * Routes validate and shape their answers with zod (route.ts), never with Fastify's JSON schemas.
 * Fastify still loads its default schema compilers (ajv and fast-json-stringify) in its
 * constructor, a large share of a restart's time and some heap, for code that never runs. These factories take their place and refuse a JSON schema loudly at
 * start, so a route that would rely on one cannot go unvalidated.
 */
import type { FastifyServerOptions } from 'fastify';

const refuse = (what: string) => () => {
  throw new Error(`Fastify ${what} schemas are not used here: declare the route's zod schemas with route() (packages/server/src/http/route.ts).`);
};

export const schemaController: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: { buildValidator: refuse('validation'), buildSerializer: refuse('response') },
};
