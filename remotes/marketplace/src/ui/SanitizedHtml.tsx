/**
 * Untrusted HTML (an app's long description comes from its developer) rendered only after
 * DOMPurify has removed scripts, event handlers and javascript: URLs. The result is checked once
 * more and, should anything unsafe remain (a DOM implementation DOMPurify cannot drive fully, as
 * happy-dom), only the text is shown: this fails closed, never open.
 *
 * In the browser DOMPurify uses the page's DOM. On the server the remote's server entry
 * gives it jsdom's (provideServerDom), DOMPurify's supported server set-up, so the detail page arrives
 * with its description and the hydrating browser renders the same markup from the same rules.
 */
import createDOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { useMemo, type HTMLAttributes } from 'react';

const forbiddenTags = ['script', 'style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed', 'link', 'meta', 'base'];

const purifyConfig = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: forbiddenTags,
  FORBID_ATTR: ['style'],
};

/** The DOM sanitising works in: the page's in the browser, jsdom's on the server, none before that. */
type DomWindow = typeof globalThis;
interface Dom {
  window: DomWindow;
  purifier: Purifier;
}

/** Links in untrusted HTML open without giving the page to the target (reverse tabnabbing). */
function withLinkHook(purifier: Purifier): Purifier {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  return purifier;
}

let dom: Dom | null = null;
function currentDom(): Dom | null {
  if (dom === null && typeof window !== 'undefined') dom = { window, purifier: withLinkHook(createDOMPurify(window)) };
  return dom;
}

/** The server's DOM (jsdom's window), given once by the remote's server entry before any render. */
export function provideServerDom(serverWindow: DomWindow): void {
  dom = { window: serverWindow, purifier: withLinkHook(createDOMPurify(serverWindow)) };
  handlerAssignment = null;
}

const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'srcset', 'poster', 'background']);

/** Browsers ignore whitespace and control characters inside a URL scheme ('java\tscript:'). */
const withoutControls = (value: string) =>
  Array.from(value)
    .filter((ch) => ch.charCodeAt(0) > 0x20)
    .join('');

/** What is still unsafe in a piece of markup: forbidden elements, on* handlers, script URLs. */
export function unsafeMarkup(html: string): string[] {
  const template = requireDom().window.document.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (forbiddenTags.includes(tag)) found.push(`<${tag}>`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      // x-on* too: a handler renamed before sanitising that DOMPurify failed to remove.
      if (/^(x-)?on/.test(name)) found.push(`${tag}[${name}]`);
      if (URL_ATTRIBUTES.has(name) && /^\s*(javascript|vbscript|data:text\/html)/i.test(withoutControls(attribute.value))) {
        found.push(`${tag}[${name}]`);
      }
    }
  }
  return found;
}

/**
 * DOMPurify parses markup in a DOMParser document, which shares the page's CSP: a <base> there is
 * reported as a base-uri violation before DOMPurify removes it. <base> is forbidden anyway, so the
 * '<' of its tags becomes '&lt;' first: text, never new markup, in whatever context it stands.
 */
const withoutBaseTags = (html: string): string => html.replace(/<(?=\/?base(?:[\t\n\f\r />]|$))/gi, '&lt;');

const startTag = /<[a-z][^\s/>]*(?:[\s/]+[^\s/>=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?)*/gi;
const attribute = /([\s/]+)([^\s/>=]+)((?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?)/g;

/**
 * Chromium (since 156.0.8078.79) reports a script-src-attr violation as soon as any parser builds
 * an element with an on* attribute, even in DOMParser's inert document or a template. DOMPurify
 * removes those attributes anyway; renaming them in each start tag first ('onerror' becomes
 * 'x-onerror', which DOMPurify does not allow either) keeps the page's CSP reports clean. Values
 * are left untouched. Safety does not rest on this rewrite: DOMPurify and the check after it do.
 */
export const withoutHandlerAttributes = (html: string): string =>
  html.replace(startTag, (tag) => tag.replace(attribute, (_whole, before: string, name: string, value: string) => `${before}${/^on/i.test(name) ? `x-${name}` : name}${value}`));

function requireDom(): Dom {
  const found = currentDom();
  if (found === null) throw new Error('Sanitising needs a DOM: the page, or the server DOM (provideServerDom).');
  return found;
}

let handlerAssignment: RegExp | null = null;
/**
 * Every event handler name the browser knows (onerror, ontoggle, SVG's onbegin…) followed by '=',
 * wherever it stands: mXSS strings hide handlers in text and attribute values that become markup
 * in a later parse. Only these names are touched, so prose ('onboarding = easy') stays as written.
 */
function handlerAssignments(): RegExp {
  if (handlerAssignment) return handlerAssignment;
  // The browser's own list, plus the usual ones for DOM implementations that do not enumerate them.
  const names = new Set(['onbegin', 'onend', 'onrepeat', 'onerror', 'onload', 'onfocus', 'onblur', 'onclick', 'ontoggle', 'onmouseover', 'onanimationstart', 'ontransitionend']);
  const { window } = requireDom();
  for (const source of [window.HTMLElement.prototype, window.SVGElement.prototype, window]) {
    for (const key in source) if (/^on[a-z]+$/.test(key)) names.add(key);
  }
  handlerAssignment = new RegExp(`(^|[^\\w-])(${[...names].join('|')})(?=\\s*=)`, 'gi');
  return handlerAssignment;
}

/** What any parse of untrusted markup gets: no <base>, no handler attributes. */
export const defused = (html: string): string => withoutHandlerAttributes(withoutBaseTags(html)).replace(handlerAssignments(), '$1x-$2');

/** DOMPurify with the marketplace's rules. */
function purify(html: string): string {
  return requireDom().purifier.sanitize(defused(html), purifyConfig);
}

/** The text of a piece of markup, without the content of scripts and styles. */
function textOf(html: string): string {
  const template = requireDom().window.document.createElement('template');
  template.innerHTML = defused(html);
  for (const element of Array.from(template.content.querySelectorAll('script, style, template'))) element.remove();
  return template.content.textContent ?? '';
}

export type Sanitized = { html: string } | { text: string };

/** The sanitised markup, or (should sanitising not hold) the plain text; null where no DOM is given. */
export function sanitizeHtml(html: string): Sanitized | null {
  if (currentDom() === null) return null;
  const clean = purify(html);
  return unsafeMarkup(clean).length === 0 ? { html: clean } : { text: textOf(html) };
}

/** The Trusted Types factory of browsers that have it (Chromium); absent elsewhere. */
interface TrustedTypesFactory {
  defaultPolicy: unknown;
  createPolicy(name: string, rules: { createHTML(input: string): string }): unknown;
}

/**
 * The pages require Trusted Types for script sinks (their CSP); this default policy is what a
 * plain string assigned to innerHTML goes through: DOMPurify with the same rules as above. Script
 * text and script URLs have no rule, so the browser blocks them. Created once per page.
 */
export function installDefaultTrustedTypesPolicy(): void {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (factory === undefined || factory.defaultPolicy !== null) return;
  factory.createPolicy('default', {
    createHTML: purify,
  });
}

installDefaultTrustedTypesPolicy();

type Props = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> & { html: string };

export function SanitizedHtml({ html, ...rest }: Props) {
  // The same rules on the server and in the browser, so hydration finds the markup it renders.
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // No DOM at all (a server render without provideServerDom): nothing rather than unsanitised markup.
  if (clean === null) return <div {...rest} />;
  if ('text' in clean) return <div {...rest}>{clean.text}</div>;
  // The only place the remote renders raw HTML, and only after DOMPurify and the check above.
  return <div {...rest} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
