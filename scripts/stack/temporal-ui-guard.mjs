// The local stack's Temporal dev server, with its Web UI in the production posture: write
// actions off. `temporal server start-dev` has no flag for the UI's DisableWriteActions (its
// embedded UI server takes a fixed configuration), so this process runs the dev server with its UI
// on an internal loopback port and serves the UI on the public one in front of it:
//   - GET /api/v1/settings answers DisableWriteActions (and each per-action switch) true, so the
//     UI shows no terminate, cancel, signal, reset, update, pause, start or batch buttons;
//   - any other state-changing call under /api/ is refused (403), so a hand-made request cannot
//     do what the buttons no longer offer. Workflow queries stay: they read, they change nothing.
// It stops with the dev server, and stops the dev server when asked to stop.
//
// Usage: node temporal-ui-guard.mjs LISTEN_HOST LISTEN_PORT UPSTREAM_PORT -- TEMPORAL_BIN ARGS...
import { spawn } from 'node:child_process';
import { createServer, request as forward } from 'node:http';

const [host, port, upstreamPort, separator, binary, ...args] = process.argv.slice(2);
if (separator !== '--' || !binary) {
  console.error('usage: temporal-ui-guard.mjs LISTEN_HOST LISTEN_PORT UPSTREAM_PORT -- TEMPORAL_BIN ARGS...');
  process.exit(2);
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const WRITE_SWITCHES = [
  'DisableWriteActions',
  'WorkflowTerminateDisabled',
  'WorkflowCancelDisabled',
  'WorkflowSignalDisabled',
  'WorkflowUpdateDisabled',
  'WorkflowResetDisabled',
  'WorkflowPauseDisabled',
  'BatchActionsDisabled',
  'StartWorkflowDisabled',
  'ActivityCommandsDisabled',
];

const isQuery = (path) => /\/workflows\/[^/]+(\/runs\/[^/]+)?\/query\//.test(path);

const send = (response, status, body) => {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
};

const server = createServer((incoming, response) => {
  const path = (incoming.url ?? '/').split('?')[0];
  if (path.startsWith('/api/') && !READ_METHODS.has(incoming.method ?? 'GET') && !isQuery(path)) {
    send(response, 403, { code: 7, message: 'Write actions are disabled in this Temporal UI (see README "Operations")' });
    incoming.resume();
    return;
  }
  const settings = path === '/api/v1/settings';
  const headers = { ...incoming.headers, host: `127.0.0.1:${upstreamPort}` };
  if (settings) delete headers['accept-encoding'];
  const upstream = forward({ host: '127.0.0.1', port: Number(upstreamPort), method: incoming.method, path: incoming.url, headers }, (answer) => {
    if (!settings) {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
      return;
    }
    const chunks = [];
    answer.on('data', (chunk) => chunks.push(chunk));
    answer.on('end', () => {
      let value;
      try {
        value = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        send(response, 502, { message: 'unreadable settings from the Temporal UI server' });
        return;
      }
      for (const name of WRITE_SWITCHES) value[name] = true;
      send(response, answer.statusCode ?? 200, value);
    });
  });
  upstream.on('error', () => send(response, 502, { message: 'the Temporal UI server is not answering yet' }));
  incoming.pipe(upstream);
});

const child = spawn(binary, args, { stdio: 'inherit' });
child.on('exit', (code, signal) => {
  server.close();
  process.exit(code ?? (signal ? 1 : 0));
});
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => child.kill(signal));
server.listen(Number(port), host, () => console.log(`Temporal UI (write actions off): http://${host}:${port}`));
