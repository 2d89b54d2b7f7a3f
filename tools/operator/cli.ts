import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createDb, dbOptionsFromEnv } from '../../server/src/db/index.ts';
import { isApiError } from '../../server/src/http/envelope.ts';
import type { HandOver, OperatorAccount } from '../../server/src/operators/accounts.ts';
import { isRole, type OperatorRole } from '../../server/src/operators/roles.ts';
import { createCommand, disableCommand, resetCommand, rolesCommand } from './commands.ts';

/**
 * `npm run operator -- <command>`: operator accounts from the server's machine, on the database the server uses
 * (DATABASE_URL, else the PGlite files of DATA_DIR, default ./data; migrations are applied first). PGlite is one
 * process's: stop the server first, or use PostgreSQL.
 *
 *   create <name> --role <role> [--brand <id>] [--no-totp]   prints the one-time password and the TOTP secret
 *   roles <name> <role|none> [--brand <id>]                 sets (none: removes) the role on a brand ('*' default)
 *   disable <name> | enable <name>
 *   reset <name> [--no-totp]                                 a new one-time password and TOTP secret
 */
export const USAGE = `usage: npm run operator -- create <name> --role viewer|editor|publisher|admin [--brand <id>] [--no-totp]
       npm run operator -- roles <name> viewer|editor|publisher|admin|none [--brand <id>]
       npm run operator -- disable <name> | enable <name> | reset <name> [--no-totp]`;

export type Command =
  | { kind: 'create'; username: string; role: OperatorRole; brand?: string; totp: boolean }
  | { kind: 'roles'; username: string; role: OperatorRole | 'none'; brand?: string }
  | { kind: 'disable' | 'enable'; username: string }
  | { kind: 'reset'; username: string; totp: boolean };

/** The command of the arguments, or a message saying what is wrong. */
export function parseCommand(argv: string[]): Command | string {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (err) {
    return `${err instanceof Error ? err.message : String(err)}\n${USAGE}`;
  }
  const { values, positionals } = parsed;
  const [kind, username, roleArg] = positionals;
  if (!username) return USAGE;
  const totp = !values['no-totp'];
  switch (kind) {
    case 'create':
      if (!values.role || !isRole(values.role)) return `--role must be viewer, editor, publisher or admin\n${USAGE}`;
      return { kind, username, role: values.role, brand: values.brand, totp };
    case 'roles':
      if (!roleArg || (roleArg !== 'none' && !isRole(roleArg))) return `the role must be viewer, editor, publisher, admin or none\n${USAGE}`;
      return { kind, username, role: roleArg, brand: values.brand };
    case 'disable':
    case 'enable':
      return { kind, username };
    case 'reset':
      return { kind, username, totp };
    default:
      return USAGE;
  }
}

const parse = (argv: string[]) =>
  parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: { role: { type: 'string' }, brand: { type: 'string' }, 'no-totp': { type: 'boolean', default: false } },
  });

const rolesText = (a: OperatorAccount): string => (a.roles.length ? a.roles.map((g) => `${g.role} on ${g.brand}`).join(', ') : 'no roles');

/** What to hand the operator: shown now, never again (only hashes and the secret's owner keep them). */
function printHandOver(c: HandOver): void {
  console.log(`operator:           ${c.account.username} (${rolesText(c.account)})`);
  console.log(`one-time password:  ${c.oneTimePassword}   (valid until ${new Date(c.oneTimePasswordExpiresAt).toISOString()}; replaced at first sign-in)`);
  if (c.totp) {
    console.log(`TOTP secret:        ${c.totp.secret}`);
    console.log(`otpauth URL:        ${c.totp.url}`);
  } else {
    console.log('TOTP:               none (no second factor)');
  }
  console.log('Hand these over privately; they are not shown again.');
}

async function main(): Promise<void> {
  const command = parseCommand(process.argv.slice(2));
  if (typeof command === 'string') {
    console.error(command);
    process.exit(2);
  }
  const db = await createDb(dbOptionsFromEnv());
  const now = Date.now();
  try {
    if (command.kind === 'create') printHandOver(await createCommand(db, command, now));
    else if (command.kind === 'reset') printHandOver(await resetCommand(db, command, now));
    else if (command.kind === 'roles') {
      const a = await rolesCommand(db, command, now);
      console.log(`${a.username}: ${rolesText(a)}`);
    } else {
      const a = await disableCommand(db, { username: command.username, disabled: command.kind === 'disable' }, now);
      console.log(`${a.username}: ${a.disabled ? 'disabled (its sessions ended)' : 'enabled'}`);
    }
  } catch (err) {
    if (!isApiError(err)) throw err;
    // A fresh database has no brands until the server's first start seeds them (or `npm run brands` creates one).
    const hint = err.errorCode === 'operator.brand.unknown' ? " Brands appear once the server has started on this database; --brand '*' needs none." : '';
    console.error(`${err.message}${hint}`);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}

// Run only as the entry point: tests import parseCommand and the commands.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
