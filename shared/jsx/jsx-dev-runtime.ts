/** The development twin of `jsx-runtime.ts` (`npm run dev`): emotion's `jsxDEV`, React's `Fragment`. */
/** @public Compiled JSX imports these (jsxImportSource): knip cannot see it. */
export { jsxDEV } from '@emotion/react/jsx-dev-runtime';
/** @public */
export { Fragment } from 'react';
