/**
 * The listing's filters on a phone: a sheet over the listing (a native modal <dialog>: it holds
 * focus and closes on Escape, focus going back to the Filters button). A choice applies at once,
 * as in the rail, so the listing behind and the Apply button's count ('Show 12 apps') are what
 * the filters give; Apply closes the sheet on them, Clear removes them all.
 */
import { css, type Theme } from '@emotion/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { primaryButton, quietButton } from '../ui/buttons.ts';
import { dialogSurface } from '../ui/dialog-surface.ts';

const sheet = (t: Theme) => css`
  ${dialogSurface(t)}
  box-sizing: border-box;
  width: 100%;
  max-width: 100%;
  max-height: 90dvh;
  margin: auto 0 0;
  padding: 0;
  border-radius: ${t.radius.card}px ${t.radius.card}px 0 0;
  border-bottom: 0;
  &[open] {
    display: flex;
    flex-direction: column;
  }
  header,
  footer {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 8px 16px;
    flex: none;
  }
  header {
    justify-content: space-between;
    border-bottom: 1px solid ${t.color.border};
  }
  h2 {
    margin: 0;
    font-size: 18px;
  }
  .body {
    overflow-y: auto;
    padding: 16px;
    flex: 1;
    min-height: 0;
  }
  footer {
    border-top: 1px solid ${t.color.border};
    padding-block: 12px;
  }
  footer .apply {
    flex: 1;
  }
`;

export function FiltersSheet({
  onClose,
  onClear,
  applyLabel,
  children,
}: {
  onClose: () => void;
  onClear: () => void;
  /** 'Show 12 apps': how many the filters in force give. */
  applyLabel: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    return () => {
      if (element.open) element.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      css={sheet}
      aria-labelledby={titleId}
      data-testid="filters-sheet"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <header>
        <h2 id={titleId}>Filters</h2>
        <button type="button" css={quietButton} onClick={onClose}>
          Close
        </button>
      </header>
      <div className="body">{children}</div>
      <footer>
        <button type="button" css={quietButton} onClick={onClear}>
          Clear
        </button>
        <button type="button" className="apply" css={primaryButton} onClick={onClose}>
          {applyLabel}
        </button>
      </footer>
    </dialog>
  );
}
