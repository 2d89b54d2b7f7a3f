import type { Queryable } from './types.ts';

/** A members row (snake_case as stored). */
export interface MemberRow {
  id: number;
  merchant_id: number;
  username: string;
  password_hash: string;
  payment_password_hash: string | null;
  reset_password_hash: string | null;
  reset_expires_at: number | null;
  type: number;
  nickname: string;
  email: string;
  country_dialing_code: string;
  mobile_num: string;
  birthday: string;
  payee_name: string;
  profile: Record<string, string>;
  club_label: string | null;
  parent_id: number | null;
  affiliate_code: string | null;
  status: number;
  self_excluded: boolean;
  created_at: number;
  last_login_at: number | null;
}

export async function memberById(db: Queryable, id: number): Promise<MemberRow | undefined> {
  return (await db.query<MemberRow>('SELECT * FROM members WHERE id = $1', [id]))[0];
}

export async function memberByUsername(db: Queryable, merchantId: number, username: string): Promise<MemberRow | undefined> {
  const rows = await db.query<MemberRow>('SELECT * FROM members WHERE merchant_id = $1 AND lower(username) = lower($2)', [merchantId, username]);
  return rows[0];
}

export async function memberByMobile(db: Queryable, merchantId: number, dial: string, national: string): Promise<MemberRow | undefined> {
  const rows = await db.query<MemberRow>('SELECT * FROM members WHERE merchant_id = $1 AND country_dialing_code = $2 AND mobile_num = $3', [
    merchantId,
    dial,
    national,
  ]);
  return rows[0];
}

/** Fields of a new member; everything not given takes the column default. */
export interface NewMember {
  merchantId: number;
  username: string;
  passwordHash: string;
  type: number;
  nickname?: string;
  email?: string;
  countryDialingCode?: string;
  mobileNum?: string;
  birthday?: string;
  payeeName?: string;
  paymentPasswordHash?: string | null;
  profile?: Record<string, string>;
  parentId?: number | null;
  affiliateCode?: string | null;
  clubLabel?: string | null;
  registerMethod?: string;
  registerIp?: string;
  createdAt: number;
  lastLoginAt?: number | null;
}

/** Inserts a member; returns its id, or undefined when the username (or mobile number) is taken. */
export async function insertMember(db: Queryable, m: NewMember): Promise<number | undefined> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO members (merchant_id, username, password_hash, type, nickname, email, country_dialing_code, mobile_num,
       birthday, payee_name, payment_password_hash, profile, parent_id, affiliate_code, club_label, register_method,
       register_ip, created_at, last_login_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      m.merchantId,
      m.username,
      m.passwordHash,
      m.type,
      m.nickname ?? '',
      m.email ?? '',
      m.countryDialingCode ?? '',
      m.mobileNum ?? '',
      m.birthday ?? '',
      m.payeeName ?? '',
      m.paymentPasswordHash ?? null,
      JSON.stringify(m.profile ?? {}),
      m.parentId ?? null,
      m.affiliateCode ?? null,
      m.clubLabel ?? null,
      m.registerMethod ?? 'H5',
      m.registerIp ?? '',
      m.createdAt,
      m.lastLoginAt ?? null,
    ],
  );
  return rows[0]?.id;
}

/** Agents are members of any type other than 0 (player), 4 (trial) and 40. */
export const isAgentType = (type: number): boolean => ![0, 4, 40].includes(type);
