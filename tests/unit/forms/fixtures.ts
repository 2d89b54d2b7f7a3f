import type { Fixture } from '../../support/fixtureApi.ts';
import { REGISTER_SETTINGS } from '../../fixtures/registerSettings.ts';

/** LUCKY88's rule set as the reference server seeds it. */
export const RULES = REGISTER_SETTINGS;

export const LUCKY_FLAGS = { USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: true, MOBILEVERCODELOGIN3: true, FREEPLAY3: true, CHNGPASSVERIF3: true };

export const formFixtures: Record<string, Fixture> = {
  'GET /wps/system/setting/register': RULES,
  'GET /wps/relay/MCSFE_getListAnnouncements': { banners: [] },
  'GET /wps/captcha': 'iVBORw0KGgo=',
};
