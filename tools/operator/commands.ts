import { userInfo } from 'node:os';
import type { Db } from '../../server/src/db/index.ts';
import {
  accountOf,
  createOperator,
  type HandOver,
  handOverOf,
  type OperatorAccount,
  requireAccount,
  resetCredentials,
  setDisabled,
} from '../../server/src/operators/accounts.ts';
import { appendAudit, CLI_OPERATOR } from '../../server/src/operators/audit.ts';
import { checkGrantBrands, EVERY_BRAND, keepPlatformAdmin, type OperatorRole, rolesOf, setRoles } from '../../server/src/operators/roles.ts';
import { endSessionsOf } from '../../server/src/operators/sessions.ts';

/**
 * What `npm run operator` does, on an open database: each change with its audit line (operator `cli`, and the
 * machine account that ran it in the details), in one transaction. The command line needs no session: whoever can
 * run it on the server's machine already holds the database.
 */

/** The account that ran the command, for the audit line (best effort: containers may have no name for it). */
function osUser(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

export interface CreateArgs {
  username: string;
  role: OperatorRole;
  /** A brand id, or '*' (default). */
  brand?: string;
  /** A second factor (default true). */
  totp?: boolean;
}

/** `create <name> --role <role> [--brand <id>] [--no-totp]`: the account, its one-time password and TOTP enrolment. */
export async function createCommand(db: Db, args: CreateArgs, now: number): Promise<HandOver> {
  const roles = [{ brand: args.brand ?? EVERY_BRAND, role: args.role }];
  await checkGrantBrands(db, roles);
  return db.transaction(async (tx) => {
    const created = await createOperator(tx, { username: args.username, roles, totp: args.totp ?? true }, now);
    const { username } = created.account;
    await appendAudit(
      tx,
      {
        operator: CLI_OPERATOR,
        action: 'operator.create',
        summary: `cli created ${username} (${args.role} on ${roles[0].brand}${created.totp ? '' : ', no second factor'})`,
        details: { username, roles, totp: created.totp !== null, osUser: osUser() },
      },
      now,
    );
    return handOverOf(created);
  });
}

/** `roles <name> <role|none> [--brand <id>]`: sets (or with `none` removes) the role on one brand, keeping the others. */
export async function rolesCommand(db: Db, args: { username: string; role: OperatorRole | 'none'; brand?: string }, now: number): Promise<OperatorAccount> {
  const brand = args.brand ?? EVERY_BRAND;
  const row = await requireAccount(db, args.username);
  if (args.role !== 'none') await checkGrantBrands(db, [{ brand, role: args.role }]);
  return db.transaction(async (tx) => {
    const before = await rolesOf(tx, row.id);
    const kept = before.filter((g) => g.brand !== brand);
    const next = args.role === 'none' ? kept : [...kept, { brand, role: args.role }];
    if (!next.some((g) => g.brand === EVERY_BRAND && g.role === 'admin') && !row.disabled) await keepPlatformAdmin(tx, row);
    const after = await setRoles(tx, row.id, next);
    await appendAudit(
      tx,
      {
        operator: CLI_OPERATOR,
        action: 'operator.roles',
        summary: `cli set ${row.username}'s role on ${brand}: ${args.role}`,
        details: { username: row.username, before, after, osUser: osUser() },
      },
      now,
    );
    return accountOf(row, after);
  });
}

/** `disable <name>` (or `enable <name>`): a disabled operator's sessions end at once. */
export async function disableCommand(db: Db, args: { username: string; disabled: boolean }, now: number): Promise<OperatorAccount> {
  const row = await requireAccount(db, args.username);
  await db.transaction(async (tx) => {
    if (args.disabled) {
      await keepPlatformAdmin(tx, row);
      await endSessionsOf(tx, row.id, now);
    }
    await setDisabled(tx, row.id, args.disabled);
    const verb = args.disabled ? 'disable' : 'enable';
    await appendAudit(
      tx,
      { operator: CLI_OPERATOR, action: `operator.${verb}`, summary: `cli ${verb}d ${row.username}`, details: { username: row.username, osUser: osUser() } },
      now,
    );
  });
  return accountOf({ ...row, disabled: args.disabled }, await rolesOf(db, row.id));
}

/** `reset <name> [--no-totp]`: a new one-time password (and TOTP secret), every session ended. */
export async function resetCommand(db: Db, args: { username: string; totp?: boolean }, now: number): Promise<HandOver> {
  const row = await requireAccount(db, args.username);
  const fresh = await db.transaction(async (tx) => {
    const r = await resetCredentials(tx, row, args.totp ?? true, now);
    await endSessionsOf(tx, row.id, now);
    await appendAudit(
      tx,
      {
        operator: CLI_OPERATOR,
        action: 'operator.reset',
        summary: `cli reset the credentials of ${row.username}`,
        details: { username: row.username, totp: r.totp !== null, osUser: osUser() },
      },
      now,
    );
    return r;
  });
  const again = await requireAccount(db, row.username);
  return handOverOf({ account: accountOf(again, await rolesOf(db, row.id)), ...fresh });
}
