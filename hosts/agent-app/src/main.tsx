import '@marketplace/bridge/zod-jitless';
import { createRoot } from 'react-dom/client';
import { AgentApp } from './AgentApp.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(<AgentApp />);
