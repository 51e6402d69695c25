/**
 * Untrusted HTML (an app's long description comes from its developer) rendered only after
 * DOMPurify has removed scripts, event handlers and javascript: URLs.
 */
import DOMPurify from 'dompurify';
import { useMemo, type HTMLAttributes } from 'react';

/** Tags and attributes a description may keep: formatting, lists, links and images. */
const purifyConfig = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};

let linkHookAdded = false;
/** Links in untrusted HTML open without giving the page to the target (reverse tabnabbing). */
function addLinkHook(): void {
  if (linkHookAdded) return;
  linkHookAdded = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
}

/** The sanitised markup; exported for tests and for callers that need the string. */
export function sanitizeHtml(html: string): string {
  addLinkHook();
  return DOMPurify.sanitize(html, purifyConfig);
}

type Props = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> & { html: string };

export function SanitizedHtml({ html, ...rest }: Props) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // The only place the remote renders raw HTML, and only after DOMPurify.
  return <div {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
