/**
 * The baseline of the listing benchmark: a bare `node:http` server sending the same bytes the
 * platform sends (read from the file given as argument), with the same content type and ETag.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChildRequest } from '../lib/child.ts';

const [file = '', etag = '"bare"'] = process.argv.slice(2);
const bytes = readFileSync(file);
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': bytes.length, etag });
  response.end(bytes);
});

process.on('message', (message: ChildRequest & { id: number }) => {
  if (message.type === 'start') {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      process.send?.({ type: 'started', id: message.id, url: `http://127.0.0.1:${port}`, readyMs: 0, rss: process.memoryUsage().rss });
    });
  } else if (message.type === 'close') {
    server.close(() => {
      process.send?.({ type: 'closed', id: message.id });
      process.disconnect();
    });
  }
});
process.send?.({ type: 'hello', id: 0 });
