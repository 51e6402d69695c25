import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { configurationProblem, parseRuntimeConfig } from '@marketplace/domain/runtime-config';
import { contentSecurityPolicy, defaultFrameAncestors, frameAncestorsFromEnv, inlineHashes, notFoundPage, pagePolicies, registerSecurityHeaders } from './security-headers.ts';
import { serveStaticSite } from './static-site.ts';

const policies = pagePolicies();
const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('every HTML page gets a strict policy', () => {
  it('has no inline script or eval, no plugins, no <base>, and requires Trusted Types', () => {
    for (const policy of Object.values(policies)) {
      const csp = contentSecurityPolicy(policy, '<html></html>');
      expect(directive(csp, 'script-src')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(directive(csp, 'default-src')).toBe("'self'");
      expect(directive(csp, 'object-src')).toBe("'none'");
      expect(directive(csp, 'base-uri')).toBe("'none'");
      expect(directive(csp, 'require-trusted-types-for')).toBe("'script'");
    }
  });

  it('allows an inline script the server rendered by its hash, and ignores JSON data blocks', () => {
    const html = '<script>boot()</script><script type="application/ld+json">{"a":1}</script><script type="module" src="/x.js"></script>';
    expect(inlineHashes(html).scripts).toEqual([`'sha256-${createHash('sha256').update('boot()').digest('base64')}'`]);
    expect(directive(contentSecurityPolicy(policies.signIn, html), 'script-src')).toMatch(/^'self' 'sha256-[A-Za-z0-9+/=]+'$/);
  });

  it('allows the sign-in page only its own styles, by hash', () => {
    const csp = contentSecurityPolicy(policies.signIn, '<style>body{margin:0}</style>');
    expect(directive(csp, 'style-src')).toMatch(/^'self' 'sha256-/);
  });
});

describe('framing: exactly the configured embedders, none for the sign-in page', () => {
  it('lets only the agent app frame the public shell, and nothing frame the others', () => {
    expect(directive(contentSecurityPolicy(policies.publicShell, null), 'frame-ancestors')).toBe("'self' http://localhost:4002");
    for (const name of ['signIn', 'helpdesk', 'text', 'agentApp', 'remote', 'platformOther'] as const) {
      expect(directive(contentSecurityPolicy(policies[name], null), 'frame-ancestors')).toBe("'none'");
    }
  });

  it('reads the embedders per product variant from MARKETPLACE_FRAME_ANCESTORS', () => {
    expect(frameAncestorsFromEnv({})).toEqual(defaultFrameAncestors());
    const configured = frameAncestorsFromEnv({
      MARKETPLACE_FRAME_ANCESTORS: '{"livechat":["https://my.livechat.example"],"helpdesk":["https://app.helpdesk.example"],"agentApp":[]}',
    });
    expect(directive(contentSecurityPolicy(pagePolicies(undefined, configured).helpdesk, null), 'frame-ancestors')).toBe('https://app.helpdesk.example');
    // A value written before the text product's host existed still parses: nothing frames that host.
    expect(directive(contentSecurityPolicy(pagePolicies(undefined, configured).text, null), 'frame-ancestors')).toBe("'none'");
    const withText = frameAncestorsFromEnv({ MARKETPLACE_FRAME_ANCESTORS: '{"livechat":[],"helpdesk":[],"agentApp":[],"text":["https://app.text.example"]}' });
    expect(directive(contentSecurityPolicy(pagePolicies(undefined, withText).text, null), 'frame-ancestors')).toBe('https://app.text.example');
    expect(() => frameAncestorsFromEnv({ MARKETPLACE_FRAME_ANCESTORS: '{"livechat":["*"]}' })).toThrow(/MARKETPLACE_FRAME_ANCESTORS/);
  });

  it('a bad value stops the start with one line naming the setting and the bad entry, as a bad MARKETPLACE_EMBEDDERS does', () => {
    const problemOf = (value: string): string | null => {
      try {
        frameAncestorsFromEnv({ MARKETPLACE_FRAME_ANCESTORS: value });
      } catch (error) {
        return configurationProblem(error);
      }
      return 'no error';
    };
    const badOrigin = problemOf('{"livechat":["https://ok.example","*"],"helpdesk":[],"agentApp":[]}');
    expect(badOrigin).toBe('MARKETPLACE_FRAME_ANCESTORS.livechat.1: "*" is not an origin such as https://crm.example.com');
    expect(problemOf('https://crm.example.com')).toMatch(/^MARKETPLACE_FRAME_ANCESTORS: "https:\/\/crm\.example\.com" is not JSON/);
    expect(problemOf('{"livechat":[],"helpdesk":[],"agentApp":[],"shop":[]}')).toMatch(/^MARKETPLACE_FRAME_ANCESTORS: .*"shop"/);
    for (const line of [badOrigin, problemOf('{')]) expect(line).not.toContain('\n');
  });
});

describe('the policies name the origins of the run-time configuration (two instances side by side)', () => {
  it('a product on ports 5000–5003 allows its own origins and none of the default ones', () => {
    const config = parseRuntimeConfig({ PORT_PLATFORM: '5000', PORT_REMOTE: '5001', PORT_AGENT_APP: '5002', PORT_HELPDESK: '5003' });
    const other = pagePolicies(config);
    const csp = [other.publicShell, other.agentApp, other.helpdesk, other.remote].map((policy) => contentSecurityPolicy(policy, null)).join('\n');
    expect(directive(contentSecurityPolicy(other.agentApp, null), 'script-src')).toBe("'self' http://localhost:5001");
    expect(directive(contentSecurityPolicy(other.helpdesk, null), 'connect-src')).toBe("'self' http://localhost:5000 http://localhost:5001");
    expect(directive(contentSecurityPolicy(other.publicShell, null), 'frame-ancestors')).toBe("'self' http://localhost:5002");
    expect(directive(contentSecurityPolicy(other.publicShell, null), 'img-src')).toContain('http://localhost:5001');
    expect(csp).not.toMatch(/localhost:400\d/);
  });
});

describe('headers on the wire', () => {
  it('sends nosniff and the referrer policy on every response, the CSP and X-Frame-Options on HTML', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, (path) => (path.startsWith('/accounts/') ? policies.signIn : policies.publicShell));
    app.get('/accounts/authorize', (_request, reply) => reply.type('text/html').send(notFoundPage));
    app.get('/marketplace/', (_request, reply) => reply.type('text/html').send('<p>hi</p>'));
    app.get('/data', () => ({ ok: true }));
    const signIn = await app.inject('/accounts/authorize');
    expect(signIn.headers['x-frame-options']).toBe('DENY');
    expect(signIn.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const shell = await app.inject('/marketplace/');
    expect(shell.headers['x-frame-options']).toBeUndefined();
    const data = await app.inject('/data');
    expect(data.headers['content-security-policy']).toBeUndefined();
    for (const response of [signIn, shell, data]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    await app.close();
  });
});

describe('a path the file server refuses is an HTML 404 page, not raw JSON', () => {
  it('answers /apps/marketplace//evil.example/x with the not-found page and its CSP', async () => {
    const root = mkdtempSync(join(tmpdir(), 'site-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    const app = Fastify();
    registerSecurityHeaders(app, () => policies.agentApp);
    await serveStaticSite(app, { root, prefix: '/' });
    const response = await app.inject('/apps/marketplace//evil.example/x');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Page not found');
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });
});
