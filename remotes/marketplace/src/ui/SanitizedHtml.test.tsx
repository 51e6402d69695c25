import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defused, SanitizedHtml, unsafeMarkup, withoutHandlerAttributes } from './SanitizedHtml.tsx';

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

describe('handler attributes are renamed before any parser sees them (Chromium reports them under the CSP even in inert documents)', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', '<img src=x x-onerror=alert(1)>'],
    ['<svg/onload="alert(1)">', '<svg/x-onload="alert(1)">'],
    ['<details open ONTOGGLE>', '<details open x-ONTOGGLE>'],
    ["<a title='x onclick=y' onmouseover = 'z'>", "<a title='x onclick=y' x-onmouseover = 'z'>"],
  ])('%s', (input, expected) => {
    expect(withoutHandlerAttributes(input)).toBe(expected);
  });

  it('leaves text, quoted values and unquoted links that merely contain "on" as they are', () => {
    const html = '<p>Turn notifications on=off, <a href=https://example.com/onboarding>onboarding</a> and <b data-on="1">bold</b></p>';
    expect(withoutHandlerAttributes(html)).toBe(html);
  });

  it('keeps the rendered result free of handlers', () => {
    const { container } = render(<SanitizedHtml html={'<img src="x" onerror="alert(1)"><svg/onload=alert(2)><p>kept</p>'} />);
    expect(container.querySelectorAll('[onerror], [onload], [x-onerror], [x-onload]')).toHaveLength(0);
    expect(container.textContent).toContain('kept');
  });
});

describe('handlers hidden in values for a later parse are renamed too (mXSS)', () => {
  it('renames a known handler name before "=" wherever it stands, and leaves prose alone', () => {
    expect(defused('<p title="&lt;img&Tab;src=1&Tab;onerror=x()&gt;">Onboarding = easy, turn on = off</p>')).toBe(
      '<p title="&lt;img&Tab;src=1&Tab;x-onerror=x()&gt;">Onboarding = easy, turn on = off</p>',
    );
    expect(defused('<svg><animate onbegin=x() attributeName=x>')).toBe('<svg><animate x-onbegin=x() attributeName=x>');
  });
});
