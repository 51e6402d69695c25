/**
 * A style that depends on the theme only, serialised once per theme. Emotion calls a function
 * given as `css` on every render and serialises and hashes its template each time; a card drawn
 * by the dozen on every listing change pays that for each of its styled elements.
 */
import type { SerializedStyles, Theme } from '@emotion/react';

export function themed(style: (t: Theme) => SerializedStyles): (t: Theme) => SerializedStyles {
  const made = new WeakMap<Theme, SerializedStyles>();
  return (t) => {
    let styles = made.get(t);
    if (styles === undefined) {
      styles = style(t);
      made.set(t, styles);
    }
    return styles;
  };
}
