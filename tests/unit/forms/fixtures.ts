import type { Fixtures } from '../../support/fixtureApi.ts';
import { REGISTER_SETTINGS } from '../../fixtures/registerSettings.ts';

/** LUCKY88's rule set as the reference server seeds it. */
export const RULES = REGISTER_SETTINGS;

export const LUCKY_FLAGS = { USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: true, MOBILEVERCODELOGIN3: true, FREEPLAY3: true, CHNGPASSVERIF3: true };

export const formFixtures: Fixtures = {
  'registerSettings': RULES,
  'announcements': { banners: [] },
  'captcha': 'iVBORw0KGgo=',
};
