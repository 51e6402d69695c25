import '@marketplace/bridge/zod-jitless';
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { framedQueryFlag, framedWindowName } from '../../../shared/federation.ts';
import { PublicShell } from './PublicShell.tsx';

// The bridge (penpal) loads only inside the agent app's frame: the public site never talks to a parent.
const FramedShell = lazy(() => import('./FramedShell.tsx').then((module) => ({ default: module.FramedShell })));

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Framed only when asked for and actually inside a frame; a shared link opens the public site.
const framed =
  window.parent !== window && (window.name === framedWindowName || new URLSearchParams(window.location.search).has(framedQueryFlag));
createRoot(root).render(
  framed ? (
    <Suspense fallback={null}>
      <FramedShell parent={window.parent} />
    </Suspense>
  ) : (
    <PublicShell />
  ),
);
