import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from 'react-error-boundary';
import { AgentApp } from './AgentApp.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The agent app stays a page with a way back even if its own screens fail.
const failed = (
  <p role="alert">
    Something went wrong in the agent app. <a href="/">Back to the start</a>
  </p>
);
createRoot(root).render(
  <ErrorBoundary fallback={failed}>
    <AgentApp />
  </ErrorBoundary>,
);
