/**
 * Responses prepared once: the JSON bytes of a catalogue read, its strong ETag, and its brotli and
 * gzip forms, kept in memory until a write changes the catalogue. A database trigger
 * (migration `catalogue-changes`) notifies the channel on every write to apps or developers, so
 * every node sharing one Postgres drops its copy; PGlite delivers the same notification in-process.
 * Discounts apply at read time, so an entry also lapses when the clock crosses a discount's window.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const CATALOGUE_CHANNEL = 'catalogue_changes';

/** The app a catalogue notification names ('app:{id}', migration catalogue-app-changes), or null for a change of the whole catalogue. */
export const appOfCatalogueChange = (payload: string): string | null => (payload.startsWith('app:') ? payload.slice('app:'.length) : null);

type Encoding = 'br' | 'gzip';

export interface Prepared {
  /** What the bytes were made from, for a change of one app to patch (PreparedCache.refreshApp). */
  body: PreparedBody;
  identity: Buffer;
  /** The bytes compressed once, on the first request that accepts the encoding, off the event loop. */
  encoded(encoding: Encoding): Promise<Buffer>;
  etag: string;
  /** Instants (ms) at which a discount starts or ends; the entry holds while none is crossed. */
  boundaries: readonly number[];
  /** How many boundaries lay at or before the clock when the entry was built. */
  crossed: number;
}

export interface PreparedBody {
  value: unknown;
  boundaries: readonly number[];
}

const crossedAt = (boundaries: readonly number[], now: number): number => boundaries.filter((b) => b <= now).length;

const KiB = 1024;
const MiB = 1024 * KiB;

/**
 * Brotli quality and gzip level by body size: the best whose one compression stays within about
 * half a second on a busy 2-core machine, so the first reader of a new catalogue version does not
 * wait minutes for a large list (Brotli 10 compresses under 1 MB/s: 107 MB at 50,000 apps took two
 * minutes). Measured on the published list (tests/bench/README.md, _Compression of large answers_).
 */
const levels: Record<Encoding, ReadonlyArray<readonly [upTo: number, level: number]>> = {
  br: [
    [128 * KiB, 10],
    [1 * MiB, 9],
    [8 * MiB, 6],
    [24 * MiB, 4],
    [Number.POSITIVE_INFINITY, 1],
  ],
  gzip: [
    [8 * MiB, 9],
    [16 * MiB, 6],
    [Number.POSITIVE_INFINITY, 1],
  ],
};

/** The level `encoding` compresses a body of `size` bytes at. */
export const compressionLevel = (encoding: Encoding, size: number): number => levels[encoding].find(([upTo]) => size <= upTo)?.[1] ?? 1;

const compressors: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) =>
    promisify(brotliCompress)(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: compressionLevel('br', bytes.length), [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  gzip: (bytes) => promisify(gzip)(bytes, { level: compressionLevel('gzip', bytes.length) }),
};

export function prepare(body: PreparedBody, now: number): Prepared {
  const identity = Buffer.from(JSON.stringify(body.value));
  const done = new Map<Encoding, Promise<Buffer>>();
  return {
    body,
    identity,
    encoded(encoding) {
      let bytes = done.get(encoding);
      if (!bytes) {
        bytes = compressors[encoding](identity);
        done.set(encoding, bytes);
      }
      return bytes;
    },
    etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
    boundaries: body.boundaries,
    crossed: crossedAt(body.boundaries, now),
  };
}

/** Puts one app's new record into a variant's body (its counters changed), or null when the variant must be built whole. */
export type AppPatch = (body: PreparedBody, appId: string) => Promise<PreparedBody | null>;

/**
 * Prepared responses by variant, dropped together when the catalogue changes; a change of one
 * app's counters only (refreshApp) patches that app into each variant that says how.
 */
export class PreparedCache {
  private readonly entries = new Map<string, Prepared>();
  private readonly building = new Map<string, Promise<Prepared>>();
  private readonly patches = new Map<string, AppPatch>();
  private readonly builders = new Map<string, () => Promise<PreparedBody>>();
  /** Bumped by every invalidation: a build that started before one is not kept. */
  private generation = 0;

  constructor(private readonly now: () => Date) {}

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.building.clear();
  }

  /**
   * One app's installations or rating changed: each variant held (or being built) gets that app
   * patched in, so the next reader finds it there without the catalogue being read again; a
   * variant with no patch is dropped, to be built whole when next asked.
   */
  refreshApp(appId: string): void {
    const now = this.now().getTime();
    for (const variant of new Set([...this.entries.keys(), ...this.building.keys()])) {
      const patch = this.patches.get(variant);
      const build = this.builders.get(variant);
      const held = this.entries.get(variant);
      const before = this.building.get(variant) ?? (held ? Promise.resolve(held) : null);
      this.entries.delete(variant);
      this.building.delete(variant);
      if (patch === undefined || build === undefined || before === null) continue;
      const generation = this.generation;
      const promise = before.then(async (prepared) => {
        // A patch that gives up (the app left the variant) is a whole build after all.
        return prepare((await patch(prepared.body, appId)) ?? (await build()), now);
      });
      promise.then(
        (prepared) => {
          if (this.generation === generation && this.building.get(variant) === promise) {
            this.entries.set(variant, prepared);
            this.building.delete(variant);
          }
        },
        () => {
          if (this.building.get(variant) === promise) this.building.delete(variant);
        },
      );
      this.building.set(variant, promise);
    }
  }

  async get(variant: string, build: () => Promise<PreparedBody>, patch?: AppPatch): Promise<Prepared> {
    if (patch) {
      this.patches.set(variant, patch);
      this.builders.set(variant, build);
    } else {
      this.patches.delete(variant);
    }
    const now = this.now().getTime();
    const entry = this.entries.get(variant);
    if (entry && crossedAt(entry.boundaries, now) === entry.crossed) return entry;
    // Concurrent misses share one build (50 connections must not decode the catalogue 50 times);
    // one begun before the clock crossed a discount's boundary (a patch after a notification) shows
    // the old prices, so it is built again.
    const pending = this.building.get(variant);
    if (pending) return pending.then((prepared) => (crossedAt(prepared.boundaries, now) === prepared.crossed ? prepared : this.get(variant, build, patch)));
    const generation = this.generation;
    const promise = build().then((body) => {
      const prepared = prepare(body, now);
      if (this.generation === generation && this.building.get(variant) === promise) {
        this.entries.set(variant, prepared);
        this.building.delete(variant);
      }
      return prepared;
    });
    promise.catch(() => {
      if (this.building.get(variant) === promise) this.building.delete(variant);
    });
    this.building.set(variant, promise);
    return promise;
  }
}

/** The encodings a client accepts with a weight above zero (`br;q=0` refuses brotli). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name !== '' && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

/** Sends prepared bytes: 304 on a matching If-None-Match, otherwise the best encoding the client accepts. */
export async function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: Prepared): Promise<FastifyReply> {
  reply.header('etag', prepared.etag).header('vary', 'accept-encoding').header('cache-control', 'no-cache');
  const match = request.headers['if-none-match'];
  if (match !== undefined && match.split(',').some((tag) => tag.trim() === prepared.etag || tag.trim() === '*')) {
    return reply.code(304).send();
  }
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8');
  for (const encoding of ['br', 'gzip'] as const) {
    if (accepted.has(encoding)) return reply.header('content-encoding', encoding).send(await prepared.encoded(encoding));
  }
  return reply.send(prepared.identity);
}
