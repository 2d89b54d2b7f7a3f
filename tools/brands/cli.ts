import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_PLATFORM_URL, OperatorCallError, operatorClientFromEnv, type OperatorClient } from '../operator/client.ts';
import { history, printRefusal, pull, push, rollback, type Output } from './brandCommands.ts';

/**
 * `npm run brands -- <command>`: a brand's documents between files and the running platform, as an operator.
 * Talks to PLATFORM_URL (default http://127.0.0.1:8080) signed in as OPERATOR_USER / OPERATOR_PASSWORD
 * (OPERATOR_TOTP: the current code, when the account has a second factor). A team that keeps brands in git
 * publishes from CI with `push --publish`.
 */
export const USAGE = `usage: npm run brands -- pull <brand> [dir] [--revision <n>]
       npm run brands -- push <brand> [dir] -m "<message>" [--publish] [--parent <n>]
       npm run brands -- history <brand> [--limit <n>]
       npm run brands -- rollback <brand> <revision>
dir defaults to screens/<brand>. Environment: PLATFORM_URL, OPERATOR_USER, OPERATOR_PASSWORD, OPERATOR_TOTP.`;

const positiveInt = (s: string | undefined): number | undefined => {
  if (s === undefined) return undefined;
  const n = Number(s);
  if (!Number.isInteger(n) || n < 1) throw new Error(`expected a revision number, found "${s}"`);
  return n;
};

/** Runs one command with a signed-in client; answers the exit code (0 done, 1 refused, 2 usage). */
export async function runBrandsCommand(argv: string[], client: () => Promise<OperatorClient>, o: Output): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (err) {
    o.err(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, brand, third] = positionals;
  if (!command || !brand) {
    o.err(USAGE);
    return 2;
  }
  const dir = third ?? join('screens', brand);
  try {
    switch (command) {
      case 'pull':
        return await pull(await client(), o, brand, dir, positiveInt(values.revision));
      case 'push':
        if (!values.message) {
          o.err(`push needs a message: -m "what changed and why"\n${USAGE}`);
          return 2;
        }
        return await push(await client(), o, { brand, dir, message: values.message, publish: values.publish ?? false, parent: positiveInt(values.parent) });
      case 'history':
        return await history(await client(), o, brand, positiveInt(values.limit));
      case 'rollback': {
        const revision = positiveInt(third);
        if (!revision) {
          o.err(`rollback needs the revision to publish again\n${USAGE}`);
          return 2;
        }
        return await rollback(await client(), o, brand, revision);
      }
      default:
        o.err(USAGE);
        return 2;
    }
  } catch (err) {
    if (err instanceof OperatorCallError) return printRefusal(o, err, { brand, dir });
    // fetch's own failure (nothing listening, a name that does not resolve): say where it looked.
    const unreachable = err instanceof TypeError && err.message === 'fetch failed';
    o.err(
      unreachable
        ? `the platform at ${process.env.PLATFORM_URL ?? DEFAULT_PLATFORM_URL} does not answer (is it running? set PLATFORM_URL)`
        : err instanceof Error
          ? err.message
          : String(err),
    );
    return 1;
  }
}

const parse = (argv: string[]) =>
  parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      message: { type: 'string', short: 'm' },
      publish: { type: 'boolean' },
      parent: { type: 'string' },
      revision: { type: 'string' },
      limit: { type: 'string' },
    },
  });

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const o: Output = { out: (l) => console.log(l), err: (l) => console.error(l) };
  runBrandsCommand(process.argv.slice(2), () => operatorClientFromEnv(), o).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
