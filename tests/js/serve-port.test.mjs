// The port `npm start` serves on (scripts/serve.mjs): the one named in PORT or
// 8080, and a busy port said aloud, never swapped in silence.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { serveOnPort } from '../../scripts/serve.mjs';

const occupy = () =>
  new Promise((done) => {
    const blocker = createServer().listen(0, '127.0.0.1', () => done(blocker));
  });

test('a named port that is busy stops the server with a message naming it', async () => {
  const blocker = await occupy();
  const { port } = blocker.address();
  await assert.rejects(serveOnPort('dist', {}, { named: String(port) }), new RegExp(`port ${port} is busy`));
  blocker.close();
});

test('a named port that is free is the one served on', async () => {
  const blocker = await occupy();
  const { port } = blocker.address();
  blocker.close();
  const server = await serveOnPort('dist', {}, { named: String(port) });
  assert.equal(server.address().port, port);
  server.close();
});

test('when the default port is busy, another is taken and the console says so', async (t) => {
  const blocker = await occupy();
  const { port } = blocker.address();
  const log = t.mock.method(console, 'log', () => {});
  const server = await serveOnPort('dist', {}, { named: undefined, preferred: port });
  assert.notEqual(server.address().port, port);
  assert.match(log.mock.calls[0].arguments[0], new RegExp(`Port ${port} is busy.*port ${server.address().port}`));
  server.close();
  blocker.close();
});

test('a PORT that is not a port number is refused', async () => {
  await assert.rejects(serveOnPort('dist', {}, { named: 'eighty' }), /PORT=eighty is not a port number/);
});
