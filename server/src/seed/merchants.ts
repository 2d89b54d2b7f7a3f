import type { Queryable } from '../db/index.ts';
import { assertLinearPattern } from '../http/rules.ts';
import { referralTerms } from '../ledger/referralTerms.ts';
import { wageringTerms } from '../ledger/wageringTerms.ts';
import { LOGIN_RULES, MERCHANTS, REGISTER_FIELDS, RULES, WHITELABEL_GROUPS } from './siteConfig.ts';
import type { SeedStep } from './step.ts';

/** The money terms an operator sets in a merchant's settings, checked before they are stored (start fails with what to fix). */
function checkMoneyTerms(m: (typeof MERCHANTS)[number]): void {
  try {
    wageringTerms(m.settings);
    referralTerms(m.settings);
  } catch (err) {
    throw new Error(`Merchant ${m.code}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

async function seedMerchant(tx: Queryable, m: (typeof MERCHANTS)[number]): Promise<void> {
  checkMoneyTerms(m);
  await tx.query(
    `INSERT INTO merchants (id, code, brand_id, name, default_language, languages, encryption_scheme, main_domain, settings, time_zone)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
    [
      m.id,
      m.code,
      m.brandId,
      m.name,
      m.defaultLanguage,
      JSON.stringify(m.languages),
      m.encryptionScheme,
      m.mainDomain,
      JSON.stringify({ ...m.settings, hosts: m.hosts }),
      m.timeZone,
    ],
  );
  let sort = 0;
  for (const [group, children] of Object.entries(WHITELABEL_GROUPS)) {
    await tx.query('INSERT INTO whitelabel_modules (merchant_id, mod_id, parent_mod_id, enabled, sort) VALUES ($1, $2, NULL, $3, $4) ON CONFLICT DO NOTHING', [
      m.id,
      group,
      m.flagsOn.includes(group),
      sort++,
    ]);
    for (const child of children) {
      await tx.query('INSERT INTO whitelabel_modules (merchant_id, mod_id, parent_mod_id, enabled, sort) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING', [
        m.id,
        child,
        group,
        m.flagsOn.includes(child),
        sort++,
      ]);
    }
  }
  await seedRules(tx, m);
}

/** The merchant's register settings / rule set; rows already there are kept (an operator may have changed them). */
async function seedRules(tx: Queryable, m: (typeof MERCHANTS)[number]): Promise<void> {
  const fields = REGISTER_FIELDS[m.code];
  let sort = 0;
  for (const [field, [pattern, min, max, patternId]] of Object.entries(RULES)) {
    assertLinearPattern(field, pattern); // a pattern that needs backtracking is refused, not seeded
    const login = LOGIN_RULES.includes(field);
    const enabled = login || fields.enabled.includes(field);
    const required = login || fields.required.includes(field);
    await tx.query(
      `INSERT INTO register_settings (merchant_id, field_name, enabled, required, accepted_pattern, min_length, max_length, pattern_id, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
      [m.id, field, enabled, required, pattern, min, max, patternId, sort++],
    );
  }
}

/** The two merchants with their whitelabel modules and register settings / rule set. */
export const merchantsStep: SeedStep = {
  name: 'core.merchants',
  async run(tx) {
    for (const m of MERCHANTS) await seedMerchant(tx, m);
  },
};

/**
 * Databases seeded before the wagering and referral terms existed get the seeded terms (checked); settings already
 * there are kept, so an operator's terms win. A fresh database already has them from core.merchants.
 */
export const moneyTermsStep: SeedStep = {
  name: 'money.terms',
  async run(tx) {
    for (const m of MERCHANTS) {
      checkMoneyTerms(m);
      const terms = { wagering: m.settings.wagering, referral: m.settings.referral };
      await tx.query('UPDATE merchants SET settings = $2::jsonb || settings WHERE id = $1', [m.id, JSON.stringify(terms)]);
    }
  },
};

/** Databases seeded before the register captcha switch existed get its row (a fresh database already has it). */
export const registerCaptchaStep: SeedStep = {
  name: 'core.registerCaptcha',
  async run(tx) {
    for (const m of MERCHANTS) await seedRules(tx, m);
  },
};

/**
 * Responsible gaming (RESPGAME3, under SECURITY3) switched on for both merchants. A fresh database got the row from
 * merchantsStep already (this is a no-op there); databases seeded before it existed get it here, enabled, sorted
 * last. An operator's later change of the row is kept (the step runs once).
 */
export const responsibleGamingFlagStep: SeedStep = {
  name: 'core.responsibleGamingFlag',
  async run(tx) {
    for (const m of MERCHANTS) {
      if (!m.flagsOn.includes('RESPGAME3')) continue;
      await tx.query(
        `INSERT INTO whitelabel_modules (merchant_id, mod_id, parent_mod_id, enabled, sort)
         SELECT $1, 'RESPGAME3', 'SECURITY3', true, COALESCE(MAX(sort), -1) + 1 FROM whitelabel_modules WHERE merchant_id = $1
         ON CONFLICT DO NOTHING`,
        [m.id],
      );
    }
  },
};
