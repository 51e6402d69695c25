import { createRoot } from 'react-dom/client';
import { framedQueryFlag, framedWindowName } from '../../../shared/federation.ts';
import { FramedShell } from './FramedShell.tsx';
import { PublicShell } from './PublicShell.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Framed only when asked for and actually inside a frame; a shared link opens the public site.
const framed =
  window.parent !== window && (window.name === framedWindowName || new URLSearchParams(window.location.search).has(framedQueryFlag));
createRoot(root).render(framed ? <FramedShell parent={window.parent} /> : <PublicShell />);
