/**
 * Runs `callback` in a task after the next frame is painted (a timer set in the next animation
 * frame) and returns what cancels it; in a hidden page, which paints no frames, in the next task.
 * With `idle`, it waits further for the page's idle time (at most half a second), behind any
 * input and rendering. What a change need not show at once (the cards below the window, the
 * address) goes there, so it does not hold back the frame that shows the change (seen in traces
 * of the listing's changes).
 */
export function afterNextPaint(callback: () => void, { idle = false }: { idle?: boolean } = {}): () => void {
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idleCall: number | undefined;
  const run = () => {
    if (idle && typeof requestIdleCallback === 'function') idleCall = requestIdleCallback(callback, { timeout: 500 });
    else callback();
  };
  if (document.visibilityState === 'hidden') timer = setTimeout(run, 0);
  else
    frame = requestAnimationFrame(() => {
      timer = setTimeout(run, 0);
    });
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
    if (idleCall !== undefined) cancelIdleCallback(idleCall);
  };
}
