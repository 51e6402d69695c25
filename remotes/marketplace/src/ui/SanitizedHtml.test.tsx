import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SanitizedHtml, unsafeMarkup } from './SanitizedHtml.tsx';

afterEach(cleanup);

describe('unsafeMarkup names what would run in the page', () => {
  it('finds scripts, event handlers and script URLs, and passes plain formatting', () => {
    expect(unsafeMarkup('<p><strong>Hi</strong> <a href="https://example.com">x</a></p>')).toEqual([]);
    expect(unsafeMarkup('<script>1</script>')).toEqual(['<script>']);
    expect(unsafeMarkup('<img src="x" onerror="1">')).toEqual(['img[onerror]']);
    expect(unsafeMarkup('<a href=" java\tscript:alert(1)">x</a>')).toEqual(['a[href]']);
  });
});

describe('SanitizedHtml never puts executable markup into the DOM', () => {
  it('drops scripts and handlers and keeps the text', () => {
    const { container } = render(<SanitizedHtml html={'<p>Safe text</p><script>window.__x = 1</script><img src="x" onerror="window.__x = 1">'} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|__x/);
    expect(container.textContent).toContain('Safe text');
  });
});

describe('a <base> tag never reaches the parser (its CSP would report it)', () => {
  it('shows base tags of any case as text and keeps what follows', () => {
    const { container } = render(<SanitizedHtml html={'<p>Before</p><BASE href="https://evil.example/"><p>After</p></base ><basement>kept</basement>'} />);
    expect(container.querySelector('base')).toBeNull();
    expect(container.textContent).toContain('<BASE href="https://evil.example/">');
    expect(container.textContent).toContain('After');
    expect(container.textContent).toContain('kept');
  });
});
