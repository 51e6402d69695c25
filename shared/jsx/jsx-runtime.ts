/**
 * The JSX runtime the browser builds compile to (`jsxImportSource`): emotion's `jsx` and `jsxs`,
 * which give every element the `css` prop, and React's own `Fragment`.
 *
 * Emotion's runtime copies React's `Fragment` into a variable when it is evaluated. Shared through
 * module federation in a page that provides no React of its own (the help desk's inline host), the
 * federation plugin loads React's runtime and emotion's side by side, and when emotion's arrives
 * first its `Fragment` is undefined for good: every `<>` of the marketplace then fails with React
 * error #130. React's `Fragment`, read when an element is made, is loaded before any screen's code.
 */
/** @public Compiled JSX imports these (jsxImportSource): knip cannot see it. */
export { jsx, jsxs } from '@emotion/react/jsx-runtime';
/** @public */
export { Fragment } from 'react';
