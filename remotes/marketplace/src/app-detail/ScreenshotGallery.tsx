/**
 * Screenshots as an accessible gallery: one large image with Previous/Next, a row of thumbnails
 * that arrow keys move through (one tab stop, roving tabindex), and an enlarged view in a modal
 * dialog that closes on Escape and gives focus back to where it was opened from.
 */
import { css, type Theme } from '@emotion/react';
import type { Screenshot } from '@marketplace/domain/entities/app';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { focusRing } from '../ui/focus-ring.ts';
import { secondaryButton } from './styles.ts';
import { visuallyHidden } from '../ui/visually-hidden.ts';
import { dialogSurface } from '../ui/dialog-surface.ts';

const gallery = (t: Theme) => css`
  margin: 24px 0;
  figure {
    margin: 0;
  }
  .stage {
    display: block;
    width: 100%;
    padding: 0;
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.card}px;
    background: ${t.color.subtle};
    cursor: zoom-in;
    overflow: hidden;
    ${focusRing(t)}
  }
  .stage img {
    display: block;
    width: 100%;
    height: auto;
    max-height: 520px;
    object-fit: contain;
  }
  figcaption {
    margin-top: 8px;
    color: ${t.color.muted};
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 12px;
    align-items: center;
    margin-top: 12px;
  }
  ul {
    display: flex;
    gap: 8px;
    margin: 12px 0 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
  }
  .thumb {
    padding: 0;
    border: 2px solid transparent;
    border-radius: ${t.radius.control}px;
    background: ${t.color.subtle};
    cursor: pointer;
    ${focusRing(t)}
  }
  .thumb[aria-current='true'] {
    border-color: ${t.color.accent};
  }
  .thumb img {
    display: block;
    width: 120px;
    height: 75px;
    object-fit: cover;
    border-radius: 6px;
  }
  @media ${t.breakpoint.narrow} {
    .thumb img {
      width: 80px;
      height: 50px;
    }
  }
`;

const dialog = (t: Theme) => css`
  width: min(1100px, 96vw);
  max-height: 96vh;
  padding: 16px;
  ${dialogSurface(t)}
  h2 {
    margin: 0;
    font-size: 18px;
  }
  .bar {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
    justify-content: space-between;
    margin-bottom: 12px;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    max-height: 80vh;
    object-fit: contain;
  }
`;

export function screenshotAlt(appName: string, screenshot: Screenshot, index: number): string {
  return screenshot.caption?.trim() || `${appName} screenshot ${index + 1}`;
}

export function ScreenshotGallery({ appName, screenshots }: { appName: string; screenshots: readonly Screenshot[] }) {
  const [current, setCurrent] = useState(0);
  const [open, setOpen] = useState(false);
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const count = screenshots.length;
  const index = Math.min(current, Math.max(count - 1, 0));
  const shot = screenshots[index];

  // The native dialog traps focus and closes on Escape; we open it modally and restore focus.
  useEffect(() => {
    const element = dialogRef.current;
    if (!element) return;
    if (open && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
      element.querySelector<HTMLButtonElement>('[data-autofocus]')?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  if (!shot) return null;
  const go = (next: number) => setCurrent(((next % count) + count) % count);
  const close = () => {
    setOpen(false);
    returnFocus.current?.focus();
  };

  const onThumbKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const keys: Record<string, number> = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: count - 1 };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = ((target % count) + count) % count;
    setCurrent(next);
    thumbs.current[next]?.focus();
  };
  const onDialogKey = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
  };

  const alt = screenshotAlt(appName, shot, index);
  const position = `Screenshot ${index + 1} of ${count}`;
  return (
    <section css={gallery} aria-labelledby="screenshots-title" data-testid="screenshot-gallery">
      <h2 id="screenshots-title" css={visuallyHidden}>
        Screenshots
      </h2>
      <figure>
        <button
          type="button"
          className="stage"
          aria-label={`Enlarge: ${alt}`}
          onClick={(event) => {
            returnFocus.current = event.currentTarget;
            setOpen(true);
          }}
        >
          <img src={shot.large} alt={alt} />
        </button>
        <figcaption aria-live="polite">
          {position}
          {shot.caption ? `: ${shot.caption}` : ''}
        </figcaption>
      </figure>
      {count > 1 && (
        <>
          <div className="controls">
            <button type="button" css={secondaryButton} onClick={() => go(index - 1)}>
              <span aria-hidden="true">←</span> Previous screenshot
            </button>
            <button type="button" css={secondaryButton} onClick={() => go(index + 1)}>
              Next screenshot <span aria-hidden="true">→</span>
            </button>
          </div>
          <ul aria-label="Choose a screenshot">
            {screenshots.map((item, i) => (
              <li key={`${item.large}-${i}`}>
                <button
                  type="button"
                  className="thumb"
                  ref={(element) => {
                    thumbs.current[i] = element;
                  }}
                  tabIndex={i === index ? 0 : -1}
                  aria-current={i === index}
                  aria-label={`Show screenshot ${i + 1} of ${count}`}
                  onClick={() => setCurrent(i)}
                  onKeyDown={onThumbKey}
                >
                  <img src={item.small ?? item.large} alt="" loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <dialog ref={dialogRef} css={dialog} aria-labelledby="screenshot-dialog-title" onClose={() => open && close()} onKeyDown={onDialogKey}>
        {open && (
          <>
            <div className="bar">
              <h2 id="screenshot-dialog-title">
                {appName}: {position}
              </h2>
              <div className="controls">
                {count > 1 && (
                  <>
                    <button type="button" css={secondaryButton} onClick={() => go(index - 1)}>
                      Previous
                    </button>
                    <button type="button" css={secondaryButton} onClick={() => go(index + 1)}>
                      Next
                    </button>
                  </>
                )}
                <button type="button" css={secondaryButton} data-autofocus onClick={close}>
                  Close
                </button>
              </div>
            </div>
            <img src={shot.large} alt={alt} />
          </>
        )}
      </dialog>
    </section>
  );
}
