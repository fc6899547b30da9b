import { createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { verifyAuditBundle } from './audit-bundle';

/**
 * `npm run audit:verify-bundle -- <bundle.tar> --public-key <key.pem>`: checks an exported audit
 * bundle offline, with node:crypto and the platform's own hash-chain code only: no database, no
 * network. Exit 0 when every check passes; 1 naming the first that fails; 2 on wrong usage.
 */
const usage = 'usage: npm run audit:verify-bundle -- <bundle.tar> --public-key <audit-signing-key.pem>';

const parseArguments = (argv: readonly string[]): { bundle: string; publicKey: string } | undefined => {
  const rest = [...argv];
  const flag = rest.indexOf('--public-key');
  if (flag === -1 || rest[flag + 1] === undefined) return undefined;
  const [publicKey] = rest.splice(flag, 2).slice(1);
  return rest.length === 1 && publicKey ? { bundle: rest[0]!, publicKey } : undefined;
};

const main = (): number => {
  const args = parseArguments(process.argv.slice(2));
  if (!args) {
    console.error(usage);
    return 2;
  }
  const publicKey = createPublicKey(readFileSync(args.publicKey));
  if (publicKey.asymmetricKeyType !== 'ed25519') {
    console.error(`${args.publicKey} is not an Ed25519 public key`);
    return 2;
  }
  const verdict = verifyAuditBundle(readFileSync(args.bundle), publicKey);
  for (const check of verdict.passed) console.log(`ok    ${check}`);
  if (!verdict.ok) {
    console.log(`FAIL  ${verdict.problem}: ${verdict.message}`);
    return 1;
  }
  const { manifest } = verdict;
  console.log(
    `VERIFIED  ${manifest.streamId} (tenant ${manifest.tenantId}): ${manifest.eventCount} events, head ${manifest.headVersion} ${manifest.headHash}, ` +
      `exported ${manifest.exportedAt} by ${manifest.exporter.name} (${manifest.exporter.loginId})`,
  );
  if (!manifest.anchor) console.log('note  the stream had not been anchored yet when exported: a removed tail before that would not show');
  if (manifest.signingKey.local) console.log('note  signed with a locally generated key: it proves integrity only to whoever trusts that key');
  return 0;
};

try {
  process.exitCode = main();
} catch (error) {
  console.error(`cannot verify: ${(error as Error).message}`);
  process.exitCode = 2;
}
