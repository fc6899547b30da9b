// Checks what the Compose Specification's JSON schema cannot: that docker-compose.yml's parts refer
// to each other correctly, and that it runs the versions the local stack runs.
// Usage: node scripts/compose/check-references.mjs <repo root> <compose file> <yaml module path>
// Prints one line per problem and exits 1 if there is any; exits 0 with a summary otherwise.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

const [root, composeFile, yamlModule] = process.argv.slice(2);
if (!root || !composeFile || !yamlModule) {
  console.error('usage: check-references.mjs <repo root> <compose file> <yaml module path>');
  process.exit(2);
}
const YAML = createRequire(import.meta.url)(resolve(yamlModule));
const composeDir = dirname(resolve(composeFile));
const problems = [];
const problem = (message) => problems.push(message);

// --- YAML: anchors and aliases -----------------------------------------------------------------
const source = readFileSync(composeFile, 'utf8');
const doc = YAML.parseDocument(source, { merge: true, prettyErrors: false });
for (const error of doc.errors) problem(`YAML: ${error.message}`);
for (const warning of doc.warnings) problem(`YAML: ${warning.message}`);
if (doc.errors.length > 0) finish();

const anchors = new Map(); // name -> times aliased
YAML.visit(doc, {
  Node(_, node) {
    if (node.anchor) anchors.set(node.anchor, anchors.get(node.anchor) ?? 0);
  },
  Alias(_, node) {
    if (!anchors.has(node.source)) problem(`YAML: alias *${node.source} has no anchor before it`);
    else anchors.set(node.source, anchors.get(node.source) + 1);
  },
});
for (const [name, uses] of anchors) if (uses === 0) problem(`YAML: anchor &${name} is never used`);

let compose = {};
try {
  compose = doc.toJS({ maxAliasCount: 1000 }) ?? {};
} catch (error) {
  problem(`YAML: ${error.message}`);
  finish();
}
const services = compose.services ?? {};
const names = new Set(Object.keys(services));
const declaredVolumes = new Set(Object.keys(compose.volumes ?? {}));
const usedVolumes = new Set();
for (const key of Object.keys(compose)) {
  if (key.startsWith('x-') && !doc.get(key, true)?.anchor) problem(`${key}: an extension field that nothing can refer to (no anchor)`);
}

// --- services ----------------------------------------------------------------------------------
const CONDITIONS = new Set(['service_started', 'service_healthy', 'service_completed_successfully']);
const RESTART = /^(no|always|unless-stopped|on-failure(:\d+)?)$/;
const LOCAL = new Set(['localhost', '127.0.0.1', '0.0.0.0', '::', '::1']);

const dependsOn = (service) => {
  const value = service.depends_on ?? {};
  return Array.isArray(value)
    ? value.map((target) => [target, 'service_started'])
    : Object.entries(value).map(([target, spec]) => [target, spec?.condition ?? 'service_started']);
};

const bindMounts = (service) =>
  (service.volumes ?? []).flatMap((volume) => {
    const { type, source: src, target } =
      typeof volume === 'string'
        ? (() => {
            const [first, second] = volume.split(':');
            return second === undefined ? { type: 'volume', target: first } : { type: /^[./~]/.test(first) ? 'bind' : 'volume', source: first, target: second };
          })()
        : volume;
    if (type === 'volume' && src) usedVolumes.add(src);
    return type === 'bind' ? [{ source: src, target }] : [];
  });

const hostOf = (value) => {
  const text = String(value).trim();
  if (text === '') return undefined;
  try {
    return new URL(text.includes('://') ? text : `tcp://${text}`).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return undefined;
  }
};

for (const [name, service] of Object.entries(services)) {
  const at = `services.${name}`;
  if (!service.image && !service.build) problem(`${at}: neither image nor build`);
  if (service.restart !== undefined && !RESTART.test(String(service.restart))) problem(`${at}.restart: "${service.restart}" is not a restart policy`);

  for (const [target, condition] of dependsOn(service)) {
    const dependency = services[target];
    if (!dependency) {
      problem(`${at}.depends_on: no service "${target}"`);
      continue;
    }
    if (!CONDITIONS.has(condition)) problem(`${at}.depends_on.${target}: unknown condition "${condition}"`);
    if (condition === 'service_healthy' && (!dependency.healthcheck || dependency.healthcheck.disable))
      problem(`${at}.depends_on.${target}: waits for service_healthy but ${target} has no health check`);
    if (condition === 'service_completed_successfully' && ['always', 'unless-stopped'].includes(dependency.restart))
      problem(`${at}.depends_on.${target}: waits for ${target} to complete, but it restarts ${dependency.restart}`);
  }

  for (const mount of bindMounts(service)) {
    const hostPath = resolve(composeDir, mount.source);
    if (!existsSync(hostPath)) {
      problem(`${at}.volumes: bind source ${mount.source} does not exist`);
      continue;
    }
    // A script the service runs from a bind mount must exist in the repository.
    for (const arg of [service.entrypoint, service.command].flat().filter((x) => typeof x === 'string')) {
      for (const word of arg.split(/\s+/)) {
        if (!word.startsWith(`${mount.target}/`)) continue;
        const file = join(hostPath, word.slice(mount.target.length + 1));
        if (!statSync(hostPath).isDirectory() || !existsSync(file)) problem(`${at}: runs ${word}, but ${relative(root, file)} does not exist`);
      }
    }
  }

  if (service.build) {
    const context = resolve(composeDir, typeof service.build === 'string' ? service.build : (service.build.context ?? '.'));
    const dockerfile = resolve(context, typeof service.build === 'object' && service.build.dockerfile ? service.build.dockerfile : 'Dockerfile');
    if (!existsSync(dockerfile)) problem(`${at}.build: ${relative(root, dockerfile)} does not exist`);
  }

  // Host names in the environment must be services of this file (or the container itself).
  const environment = Array.isArray(service.environment)
    ? Object.fromEntries(service.environment.map((entry) => [entry.split('=')[0], entry.split('=').slice(1).join('=')]))
    : (service.environment ?? {});
  for (const [key, value] of Object.entries(environment)) {
    if (!/(_HOST|_SEEDS|_ADDRESS|_ENDPOINT)$/.test(key) || /PUBLIC/.test(key)) continue;
    for (const part of String(value).split(',')) {
      const host = hostOf(part);
      if (host && !LOCAL.has(host) && !names.has(host)) problem(`${at}.environment.${key}: host "${host}" is not a service of this file`);
    }
  }

  // Published ports: loopback only (the UIs have no sign-in; the demo data's logins are known).
  for (const port of service.ports ?? []) {
    const hostIp = typeof port === 'string' ? (port.split(':').length === 3 ? port.split(':')[0] : undefined) : port.host_ip;
    if (hostIp !== '127.0.0.1') problem(`${at}.ports: "${typeof port === 'string' ? port : JSON.stringify(port)}" is not bound to 127.0.0.1`);
  }
}

for (const volume of declaredVolumes) if (!usedVolumes.has(volume)) problem(`volumes.${volume}: declared but no service mounts it`);
for (const volume of usedVolumes) if (!declaredVolumes.has(volume)) problem(`volume "${volume}" is mounted but not declared under volumes`);

// depends_on must not loop.
const state = new Map();
const visit = (name, path) => {
  if (state.get(name) === 'done') return;
  if (state.get(name) === 'open') {
    problem(`depends_on cycle: ${[...path, name].join(' -> ')}`);
    return;
  }
  state.set(name, 'open');
  for (const [target] of dependsOn(services[name] ?? {})) if (services[target]) visit(target, [...path, name]);
  state.set(name, 'done');
};
for (const name of names) visit(name, []);

// The platform's services (built from this repository) share one environment.
const built = Object.entries(services).filter(([, service]) => service.build);
for (const [name, service] of built.slice(1)) {
  if (JSON.stringify(service.environment) !== JSON.stringify(built[0][1].environment))
    problem(`services.${name}.environment differs from services.${built[0][0]}.environment (use the same anchor)`);
}

// --- the same versions and names as the local stack ----------------------------------------------
const read = (path) => readFileSync(join(root, path), 'utf8');
const tagOf = (image) => String(image ?? '').split(':').slice(1).join(':');
const imagesNamed = (repository) => Object.entries(services).filter(([, service]) => String(service.image ?? '').split(':')[0] === repository);
const pomVersion = (path, property) => read(path).match(new RegExp(`<${property}>([^<]+)</${property}>`))?.[1];

const kafka = pomVersion('scripts/stack/kafka/pom.xml', 'kafka.version');
for (const [name, service] of imagesNamed('apache/kafka'))
  if (tagOf(service.image) !== kafka) problem(`services.${name}: ${service.image}, but the local stack runs Kafka ${kafka} (scripts/stack/kafka/pom.xml)`);
const s3proxy = pomVersion('scripts/stack/s3proxy/pom.xml', 's3proxy.version');
for (const [name, service] of imagesNamed('andrewgaul/s3proxy'))
  if (tagOf(service.image) !== `s3proxy-${s3proxy}`) problem(`services.${name}: ${service.image}, but the local stack runs S3Proxy ${s3proxy} (scripts/stack/s3proxy/pom.xml)`);
const temporalTags = new Set([...imagesNamed('temporalio/server'), ...imagesNamed('temporalio/admin-tools')].map(([, service]) => tagOf(service.image)));
if (temporalTags.size > 1) problem(`temporalio/server and temporalio/admin-tools differ in version: ${[...temporalTags].join(', ')}`);

const stackAttributes = read('scripts/stack/stack.sh').match(/^TEMPORAL_SEARCH_ATTRIBUTES=\(([^)]*)\)/m)?.[1].trim().split(/\s+/) ?? [];
const stackEnv = Object.fromEntries(
  read('config/stack.env')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);
const setups = Object.entries(services).filter(([, service]) => service.environment?.TEMPORAL_SEARCH_ATTRIBUTES !== undefined);
if (setups.length === 0) problem('no service registers TEMPORAL_SEARCH_ATTRIBUTES');
for (const [name, service] of setups) {
  const attributes = String(service.environment.TEMPORAL_SEARCH_ATTRIBUTES).trim().split(/\s+/);
  if (attributes.join(' ') !== stackAttributes.join(' '))
    problem(`services.${name}: search attributes "${attributes.join(' ')}" differ from scripts/stack/stack.sh's "${stackAttributes.join(' ')}"`);
  const namespaces = String(service.environment.TEMPORAL_NAMESPACES ?? '').trim().split(/\s+/).map((pair) => pair.split('=')[0]);
  for (const key of ['TEMPORAL_NAMESPACE', 'TEMPORAL_TEST_NAMESPACE'])
    if (!namespaces.includes(stackEnv[key])) problem(`services.${name}: TEMPORAL_NAMESPACES lacks ${stackEnv[key]} (${key} in config/stack.env)`);
}

finish();

function finish() {
  if (problems.length > 0) {
    for (const message of problems) console.error(`✗ ${relative(root, resolve(composeFile))}: ${message}`);
    process.exit(1);
  }
  console.log(
    `✓ ${relative(root, resolve(composeFile))}: references hold (${names.size} services, ${declaredVolumes.size} volumes, ` +
      `${anchors.size} anchors; versions and search attributes match the local stack)`,
  );
  process.exit(0);
}
