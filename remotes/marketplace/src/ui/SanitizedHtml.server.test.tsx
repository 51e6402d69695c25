// @vitest-environment node
/** Sanitising on the server: jsdom's DOM, the same rules as in the browser. */
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { provideServerDom, SanitizedHtml } from './SanitizedHtml.tsx';

describe('the server renders a description only sanitised', () => {
  it('renders nothing before a server DOM is given, never the raw markup', () => {
    expect(renderToString(<SanitizedHtml html="<p>Hi</p><script>alert(1)</script>" />)).toBe('<div></div>');
  });

  it('with jsdom: keeps formatting and links, drops scripts, handlers and script URLs', () => {
    provideServerDom(new JSDOM('<!DOCTYPE html>').window as unknown as typeof globalThis);
    const html = renderToString(
      <SanitizedHtml
        html={
          '<p>Safe <strong>text</strong> <a href="https://example.com/">site</a></p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad</a><BASE href="https://evil.example/">'
        }
      />,
    );
    expect(html).toContain('<p>Safe <strong>text</strong> <a href="https://example.com/" target="_blank" rel="noopener noreferrer nofollow">site</a></p>');
    expect(html).not.toMatch(/<script|onerror|javascript:|<base/i);
    expect(html).toContain('<img src="x">');
  });
});
