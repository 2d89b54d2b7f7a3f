import { randomBytes } from 'node:crypto';
import { hashPassword } from '../crypto/password.ts';
import type { Queryable } from '../db/index.ts';
import { ApiError } from '../http/envelope.ts';
import { type RoleGrant, setRoles, sortGrants, isRole } from './roles.ts';
import { newTotp, type TotpEnrolment } from './totp.ts';

/** An operator as the rest of the server knows one: enough to check roles and to sign an audit line. */
export interface Operator {
  id: number;
  username: string;
}

/** The stored account. */
export interface OperatorRow {
  id: number;
  username: string;
  password_hash: string;
  must_change_password: boolean;
  password_expires_at: number | null;
  totp_secret: string | null;
  created_at: number;
  disabled: boolean;
}

/** An account as admins list it (never a hash or a secret). */
export interface OperatorAccount {
  id: number;
  username: string;
  roles: RoleGrant[];
  totp: boolean;
  mustChangePassword: boolean;
  disabled: boolean;
  createdAt: number;
}

/** A one-time password opens only the password change, and only for this long. */
const ONE_TIME_PASSWORD_TTL_MS = 72 * 3600_000;

/** Names an operator signs in with: lower case letters, digits, '.', '_' and '-', 3 to 32, starting with a letter. */
const USERNAME_RE = /^[a-z][a-z0-9._-]{2,31}$/;
/** Names the audit log uses for actors that are not accounts. */
const RESERVED = new Set(['cli', 'system']);

/** The stored form of a username: trimmed and lower case (names are case-insensitive). */
export const normalUsername = (username: string): string => username.trim().toLowerCase();

/** 400 `operator.username.invalid` unless the name can be an account's. */
function checkUsername(username: string): string {
  const name = normalUsername(username);
  if (!USERNAME_RE.test(name) || RESERVED.has(name)) {
    throw new ApiError(400, 'operator.username.invalid', 'An operator name is 3 to 32 lower-case letters, digits, ".", "_" or "-", starting with a letter.', {
      field: 'username',
    });
  }
  return name;
}

/** 18 random bytes as 24 base64url characters: typed once, then replaced. */
const newOneTimePassword = (): string => randomBytes(18).toString('base64url');

// Numbers from int8 columns may come back as strings (bigint): read them as numbers once, here.
const rowOf = (r: OperatorRow): OperatorRow => ({
  ...r,
  created_at: Number(r.created_at),
  password_expires_at: r.password_expires_at === null ? null : Number(r.password_expires_at),
});

export async function operatorByUsername(db: Queryable, username: string): Promise<OperatorRow | undefined> {
  const rows = await db.query<OperatorRow>('SELECT * FROM operators WHERE username = $1', [normalUsername(username)]);
  return rows[0] && rowOf(rows[0]);
}

export async function operatorById(db: Queryable, id: number): Promise<OperatorRow | undefined> {
  const rows = await db.query<OperatorRow>('SELECT * FROM operators WHERE id = $1', [id]);
  return rows[0] && rowOf(rows[0]);
}

/** Every account with its grants, by name. */
export async function listOperators(db: Queryable, includeDisabled: boolean): Promise<OperatorAccount[]> {
  const rows = await db.query<OperatorRow>(`SELECT * FROM operators ${includeDisabled ? '' : 'WHERE NOT disabled'} ORDER BY username`);
  const grants = await db.query<{ operator_id: number; brand: string; role: string }>('SELECT operator_id, brand, role FROM operator_roles');
  const byOperator = new Map<number, RoleGrant[]>();
  for (const g of grants) {
    if (!isRole(g.role)) continue;
    const list = byOperator.get(g.operator_id) ?? [];
    list.push({ brand: g.brand, role: g.role });
    byOperator.set(g.operator_id, list);
  }
  return rows.map((r) => accountOf(rowOf(r), sortGrants(byOperator.get(r.id) ?? [])));
}

export const accountOf = (r: OperatorRow, roles: RoleGrant[]): OperatorAccount => ({
  id: r.id,
  username: r.username,
  roles,
  totp: r.totp_secret !== null,
  mustChangePassword: r.must_change_password,
  disabled: r.disabled,
  createdAt: r.created_at,
});

export interface NewOperator {
  username: string;
  roles: readonly RoleGrant[];
  /** A second factor (default true): only demos and break-glass accounts go without. */
  totp?: boolean;
  /** A chosen password instead of a one-time one (the demo seed): no change is asked for. */
  password?: string;
}

export interface CreatedOperator {
  account: OperatorAccount;
  /** The one-time password, shown once (undefined when a password was given). */
  oneTimePassword?: string;
  oneTimePasswordExpiresAt?: number;
  /** The TOTP secret and otpauth:// URL, shown once (null without a second factor). */
  totp: TotpEnrolment | null;
}

/** What an admin (or the command line) hands a new or reset operator, once: a one-time password is always there. */
export interface HandOver {
  account: OperatorAccount;
  oneTimePassword: string;
  oneTimePasswordExpiresAt: number;
  totp: TotpEnrolment | null;
}

/** The hand-over of an account created or reset with a one-time password. */
export function handOverOf(c: CreatedOperator): HandOver {
  if (c.oneTimePassword === undefined || c.oneTimePasswordExpiresAt === undefined)
    throw new Error(`${c.account.username} was given a password, not a one-time one`);
  return { account: c.account, oneTimePassword: c.oneTimePassword, oneTimePasswordExpiresAt: c.oneTimePasswordExpiresAt, totp: c.totp };
}

/**
 * Creates an account inside the caller's transaction (with its audit line): a random one-time password unless one
 * is given, a TOTP secret unless told otherwise. 409 `operator.exists` when the name is taken, disabled or not.
 */
export async function createOperator(tx: Queryable, input: NewOperator, now: number): Promise<CreatedOperator> {
  const username = checkUsername(input.username);
  const oneTimePassword = input.password === undefined ? newOneTimePassword() : undefined;
  const totp = input.totp === false ? null : newTotp(username);
  const expiresAt = oneTimePassword ? now + ONE_TIME_PASSWORD_TTL_MS : null;
  const rows = await tx.query<OperatorRow>(
    `INSERT INTO operators (username, password_hash, must_change_password, password_expires_at, totp_secret, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (username) DO NOTHING RETURNING *`,
    [username, await hashPassword(input.password ?? oneTimePassword ?? ''), oneTimePassword !== undefined, expiresAt, totp?.secret ?? null, now],
  );
  const row = rows[0];
  if (!row) throw new ApiError(409, 'operator.exists', `An operator named "${username}" already exists.`, { field: 'username' });
  const roles = await setRoles(tx, row.id, input.roles);
  return {
    account: accountOf(rowOf(row), roles),
    ...(oneTimePassword ? { oneTimePassword, oneTimePasswordExpiresAt: expiresAt ?? undefined } : {}),
    totp,
  };
}

/** 404 `operator.not.found` for a name no account has. */
export async function requireAccount(db: Queryable, username: string): Promise<OperatorRow> {
  const row = await operatorByUsername(db, username);
  if (!row) throw new ApiError(404, 'operator.not.found', 'No operator has this name.', { field: 'username' });
  return row;
}

/** Switches an account off (its sessions end: the caller revokes them) or on again. */
export async function setDisabled(tx: Queryable, id: number, disabled: boolean): Promise<void> {
  await tx.query('UPDATE operators SET disabled = $2 WHERE id = $1', [id, disabled]);
}

/**
 * A new one-time password and, unless `totp` is false, a new TOTP secret (false removes the second factor), for a
 * forgotten password, a lost authenticator or an expired one-time password. The caller ends the sessions.
 */
export async function resetCredentials(tx: Queryable, row: OperatorRow, totp: boolean, now: number): Promise<Omit<CreatedOperator, 'account'>> {
  const oneTimePassword = newOneTimePassword();
  const enrolment = totp ? newTotp(row.username) : null;
  const expiresAt = now + ONE_TIME_PASSWORD_TTL_MS;
  await tx.query(
    `UPDATE operators SET password_hash = $2, must_change_password = true, password_expires_at = $3, totp_secret = $4, totp_last_step = NULL
      WHERE id = $1`,
    [row.id, await hashPassword(oneTimePassword), expiresAt, enrolment?.secret ?? null],
  );
  return { oneTimePassword, oneTimePasswordExpiresAt: expiresAt, totp: enrolment };
}
