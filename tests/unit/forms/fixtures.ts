import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { Fixtures } from '../../support/fixtureApi.ts';
import { REGISTER_SETTINGS } from '../../fixtures/registerSettings.ts';
import { COUNTRIES } from '../../fixtures/countries.ts';

/** LUCKY88's rule set as the reference server seeds it. */
export const RULES = REGISTER_SETTINGS;

export const LUCKY_FLAGS = { USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: true, MOBILEVERCODELOGIN3: true, FREEPLAY3: true, CHNGPASSVERIF3: true };

/** The secret the cheap challenges are signed with (a test may verify a solution with it). */
export const POW_SECRET = 'unit-test-secret';

/** A proof-of-work challenge as the server issues one, but cheap (10 iterations, counter 3): solved at once. */
export const cheapChallenge = async () => ({
  challenge: await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 10, counter: 3, deriveKey, hmacSignatureSecret: POW_SECRET }),
  level: 1,
});

export const formFixtures: Fixtures = {
  captchaChallenge: cheapChallenge,
  registerSettings: RULES,
  countryList: COUNTRIES,
  announcements: { banners: [] },
  captcha: 'iVBORw0KGgo=',
};
