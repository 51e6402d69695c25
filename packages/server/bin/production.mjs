// The server's build as `npm start` runs it: in production mode, set before any library loads,
// because React, react-dom/server and emotion pick their development or production build from
// NODE_ENV when first imported (the development builds serve about a third of the pages per second).
// Development mode is `npm run dev` only.
process.env.NODE_ENV = 'production';

// The server's build (dist/main.js): plain JavaScript, so no TypeScript compiler runs in this process.
export const { main } = await import('../dist/main.js');
