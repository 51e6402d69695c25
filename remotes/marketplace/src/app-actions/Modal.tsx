/**
 * A modal dialog on the native <dialog>: it traps focus and closes on Escape; focus goes to the
 * first [data-autofocus] element on open and back to where it came from on close.
 */
import { css, type Theme } from '@emotion/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { dialogSurface } from '../ui/dialog-surface.ts';

const dialog = (t: Theme) => css`
  box-sizing: border-box;
  width: min(520px, 94vw);
  max-height: 92vh;
  padding: 24px;
  ${dialogSurface(t)}
  h2 {
    margin: 0 0 12px;
    font-size: 20px;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 8px;
    margin-top: 20px;
  }
`;

export function Modal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      css={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}
