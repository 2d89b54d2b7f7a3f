import type { Fixture } from '../../support/fixtureApi.ts';

/** The reference server's rule set for LUCKY88 (server/src/seed/siteConfig.ts), as GET /wps/system/setting/register answers. */
const rule = (acceptedPattern: string, minLength: number, maxLength: number, patternId: string, enabled = true, required = true) =>
  ({ enabled, required, acceptedPattern, minLength, maxLength, patternId });

export const RULES = {
  loginUsername: rule('^[A-Za-z0-9_]+$', 4, 20, 'account'),
  loginPassword: rule('*', 6, 20, 'password'),
  loginMobileNum: rule('^[0-9]+$', 7, 15, 'mobile'),
  verificationCode: rule('^[0-9]+$', 4, 10, 'code'),
  password: rule('^(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7E]+$', 6, 20, 'password'),
  username: rule('^[A-Za-z][A-Za-z0-9]+$', 6, 16, 'account'),
  mobileNum: rule('^[0-9]+$', 7, 15, 'mobile'),
  paymentPassword: rule('^[0-9]+$', 6, 6, 'digits', false, false),
  email: rule('^\\w+([.-]?\\w+)*@\\w+([.-]?\\w+)*(\\.\\w{2,3})+$', 5, 50, 'email', true, false),
  nickname: rule('^[^<>"&]+$', 2, 20, 'name', true, false),
  payeeName: rule('^[^0-9<>"&]+$', 2, 50, 'name', false, false),
  birthday: rule('^[0-9]{4}-[0-9]{2}-[0-9]{2}$', 10, 10, 'date', true, false),
  affiliateCode: rule('^[A-Za-z0-9]+$', 4, 16, 'account', true, false),
  whatsapp: rule('^\\+?[0-9]+$', 7, 15, 'mobile', false, false),
};

export const LUCKY_FLAGS = { USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: true, MOBILEVERCODELOGIN3: true, FREEPLAY3: true, CHNGPASSVERIF3: true };

export const formFixtures: Record<string, Fixture> = {
  'GET /wps/system/setting/register': RULES,
  'GET /wps/relay/MCSFE_getListAnnouncements': { banners: [] },
  'GET /wps/captcha': 'iVBORw0KGgo=',
};
