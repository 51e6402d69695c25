/**
 * Runs `callback` in a task after the next frame is painted (a timer set in the next animation
 * frame) and returns what cancels it; in a hidden page, which paints no frames, in the next task.
 * What a change need not show at once (the cards below the window, the address) goes there, so it
 * does not hold back the frame that shows the change (seen in traces of the listing's changes).
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (document.visibilityState === 'hidden') {
    timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
