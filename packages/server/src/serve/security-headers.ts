/**
 * Security headers of every origin: each HTML page gets a strict Content-Security-Policy
 * (no inline script: whatever inline script or style the server renders is allowed by its hash;
 * no plugins; no <base>; Trusted Types required for script sinks; framing limited to the embedders
 * configured for that page, none for the sign-in page), and every response gets nosniff and a
 * referrer policy that never sends paths or queries (which may hold a state or a code) to another
 * origin.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { allowedEmbedders, defaultRuntimeConfig, type RuntimeConfig } from '@marketplace/domain/runtime-config';

/** What one kind of page may do beyond loading its own origin's resources. */
export interface PagePolicy {
  /** Origins allowed to frame the page; empty = 'none' (never framed). */
  frameAncestors: readonly string[];
  /** Origins the page may load scripts from, besides its own. */
  scriptOrigins: readonly string[];
  /** Origins the page may fetch from (API calls), besides its own. */
  connectOrigins: readonly string[];
  /** Origins the page may frame, besides its own. */
  frameOrigins: readonly string[];
  /** Origins of this topology the page may show images from (any https: site is allowed anyway). */
  imageOrigins: readonly string[];
  /**
   * 'runtime' when the page's script inserts <style> elements (emotion): those cannot carry a
   * hash, so inline styles are allowed (styles cannot run script). 'hashed' allows only the
   * <style> elements the server sent, by hash.
   */
  styles: 'runtime' | 'hashed';
}

/**
 * The Trusted Types policies a page may create: the marketplace's default policy (which passes
 * HTML through DOMPurify), DOMPurify's own, and the public shell's for its service worker's one
 * address (hosts/public-shell/src/register-service-worker.ts).
 */
export const trustedTypesPolicies = ['default', 'dompurify', 'marketplace-service-worker'] as const;

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Inline elements of a page that a CSP must allow by hash: executable scripts and styles. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // Data blocks (application/json, application/ld+json) are never run, so CSP does not apply.
    const runs = type === undefined || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
    if (runs) scripts.push(sha256(match[2] ?? ''));
  }
  const styles = Array.from(html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi), (match) => sha256(match[1] ?? ''));
  return { scripts, styles };
}

const sources = (...lists: ReadonlyArray<readonly string[]>): string => [...new Set(lists.flat())].join(' ');

/** The Content-Security-Policy of one HTML page. */
export function contentSecurityPolicy(policy: PagePolicy, html: string | null): string {
  const hashes = html === null ? { scripts: [], styles: [] } : inlineHashes(html);
  const styleSources = policy.styles === 'runtime' ? ["'unsafe-inline'"] : hashes.styles;
  const directives: Array<[string, string]> = [
    ['default-src', "'self'"],
    ['script-src', sources(["'self'"], policy.scriptOrigins, hashes.scripts)],
    ['style-src', sources(["'self'"], styleSources)],
    // Icons and screenshots come from the platform or from developers' sites.
    ['img-src', sources(["'self'", 'data:', 'blob:', 'https:'], policy.imageOrigins)],
    ['font-src', "'self' data:"],
    ['connect-src', sources(["'self'"], policy.connectOrigins)],
    ['frame-src', sources(["'self'"], policy.frameOrigins)],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', policy.frameAncestors.length === 0 ? "'none'" : sources(policy.frameAncestors)],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', trustedTypesPolicies.join(' ')],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** Headers of every response, whatever its type. */
export const baseSecurityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/** An embedder's address; a bad one is named, as MARKETPLACE_EMBEDDERS names its bad entry. */
const embedderUrl = z.url({ error: (issue) => `"${String(issue.input)}" is not an origin such as https://crm.example.com` });

/**
 * Who may frame the marketplace, per product variant. The LiveChat variant (the public shell) is
 * framed by the chat agent app; the help desk and the agent app are top-level products that
 * nothing frames. Overridden by MARKETPLACE_FRAME_ANCESTORS, a JSON object of the same shape.
 */
export const frameAncestorsSchema = z.strictObject({
  livechat: z.array(embedderUrl),
  helpdesk: z.array(embedderUrl),
  agentApp: z.array(embedderUrl),
  /** The text product's host; optional, so a value written before that host existed still parses. */
  text: z.array(embedderUrl).default([]),
});
export type FrameAncestors = z.infer<typeof frameAncestorsSchema>;

const FRAME_ANCESTORS_SETTING = 'MARKETPLACE_FRAME_ANCESTORS';

/** The setting as the environment holds it: JSON text, then the object; its issues carry the setting's name (runtime-config configurationProblem). */
const frameAncestorsSettingSchema = z.object({
  [FRAME_ANCESTORS_SETTING]: z
    .string()
    .transform((value, context): unknown => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: `${JSON.stringify(value)} is not JSON such as {"livechat":["https://crm.example.com"],"helpdesk":[],"agentApp":[]}` });
        return z.NEVER;
      }
    })
    .pipe(frameAncestorsSchema),
});

/** The embedders of a run-time configuration: its agent app frames the chat variant. */
export const defaultFrameAncestors = (config: RuntimeConfig = defaultRuntimeConfig): FrameAncestors => ({
  livechat: allowedEmbedders(config, 'livechat'),
  helpdesk: [],
  agentApp: [],
  text: [],
});

/** The embedders from the environment, or the configuration's; a malformed value stops start-up with a ZodError naming the setting and the bad entry. */
export function frameAncestorsFromEnv(env: Readonly<Record<string, string | undefined>> = process.env, config: RuntimeConfig = defaultRuntimeConfig): FrameAncestors {
  const raw = env[FRAME_ANCESTORS_SETTING];
  if (raw === undefined || raw.trim() === '') return defaultFrameAncestors(config);
  return frameAncestorsSettingSchema.parse({ [FRAME_ANCESTORS_SETTING]: raw })[FRAME_ANCESTORS_SETTING];
}

/** The page policies of the four origins of a run-time configuration. */
export function pagePolicies(config: RuntimeConfig = defaultRuntimeConfig, embedders: FrameAncestors = defaultFrameAncestors(config)) {
  const { origins } = config;
  const hostScripts = [origins.remote];
  const hostConnect = [origins.platform, origins.remote];
  const imageOrigins = [origins.platform, origins.remote];
  return {
    /** The public shell (the LiveChat variant) on the platform origin. */
    publicShell: {
      frameAncestors: ['self', ...embedders.livechat].map((o) => (o === 'self' ? "'self'" : o)),
      scriptOrigins: hostScripts,
      connectOrigins: hostConnect,
      frameOrigins: [],
      imageOrigins,
      styles: 'runtime',
    },
    /** The accounts sign-in page: never framed (clickjacking a one-click sign-in). */
    signIn: { frameAncestors: [], scriptOrigins: [], connectOrigins: [], frameOrigins: [], imageOrigins, styles: 'hashed' },
    /** Any other HTML of the platform (error pages). */
    platformOther: { frameAncestors: [], scriptOrigins: [], connectOrigins: [], frameOrigins: [], imageOrigins, styles: 'hashed' },
    /** The remote's own origin (its preview page and assets). */
    remote: { frameAncestors: [], scriptOrigins: [], connectOrigins: [origins.platform], frameOrigins: [], imageOrigins, styles: 'runtime' },
    /** The chat agent app, which frames the public shell. */
    agentApp: { frameAncestors: embedders.agentApp, scriptOrigins: hostScripts, connectOrigins: hostConnect, frameOrigins: [origins.platform], imageOrigins, styles: 'runtime' },
    /** The help desk, which mounts the remote in its own page; its silent sign-in frame asks the platform's accounts page. */
    /** Its framed variant (/framed/) frames the public shell, like the agent app. */
    helpdesk: { frameAncestors: embedders.helpdesk, scriptOrigins: hostScripts, connectOrigins: hostConnect, frameOrigins: [origins.platform], imageOrigins, styles: 'runtime' },
    /** The text product's host: the help desk's build on its own origin, so the same policy. */
    text: { frameAncestors: embedders.text, scriptOrigins: hostScripts, connectOrigins: hostConnect, frameOrigins: [origins.platform], imageOrigins, styles: 'runtime' },
  } satisfies Record<string, PagePolicy>;
}

const isHtml = (contentType: unknown): boolean => typeof contentType === 'string' && contentType.toLowerCase().startsWith('text/html');

/**
 * Adds the headers to every response of an origin; `policyFor` picks the page policy of an HTML
 * response by its path. A page that must never be framed also says so to old browsers.
 */
export function registerSecurityHeaders(app: FastifyInstance, policyFor: (path: string) => PagePolicy): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(baseSecurityHeaders);
    if (!isHtml(reply.getHeader('content-type'))) return payload;
    const policy = policyFor(request.url.split('?')[0] ?? '/');
    const html = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    reply.header('content-security-policy', contentSecurityPolicy(policy, html));
    if (policy.frameAncestors.length === 0) reply.header('x-frame-options', 'DENY');
    return payload;
  });
}

/** The small HTML page of a path no front end knows, e.g. `/apps/marketplace//evil.example/x`. */
export const notFoundPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Page not found</title></head>
<body><main><h1>Page not found</h1><p>There is no page at this address.</p></main></body>
</html>`;
