import type { CountryListResponse } from '../../../src/generated/api/countryList.response.ts';
import { ApiError } from './envelope.ts';
import type { Merchant } from './merchant.ts';
import { defaultDial } from './mobile.ts';

interface CountryNames {
  countryCode: string;
  names: Record<string, string>;
}

/** The countries a merchant may take numbers from, by dialing code, with their names in the site's languages. */
const COUNTRIES: Record<string, CountryNames> = {
  '63': { countryCode: 'PH', names: { EN: 'Philippines', TY: 'Pilipinas', CN: '菲律宾' } },
  '86': { countryCode: 'CN', names: { EN: 'China', TY: 'Tsina', CN: '中国' } },
  '84': { countryCode: 'VN', names: { EN: 'Vietnam', TY: 'Biyetnam', CN: '越南' } },
  '66': { countryCode: 'TH', names: { EN: 'Thailand', TY: 'Taylandiya', CN: '泰国' } },
  '62': { countryCode: 'ID', names: { EN: 'Indonesia', TY: 'Indonesya', CN: '印度尼西亚' } },
  '60': { countryCode: 'MY', names: { EN: 'Malaysia', TY: 'Malaysia', CN: '马来西亚' } },
  '91': { countryCode: 'IN', names: { EN: 'India', TY: 'Indiya', CN: '印度' } },
  '1': { countryCode: 'US', names: { EN: 'United States', TY: 'Estados Unidos', CN: '美国' } },
  '852': { countryCode: 'HK', names: { EN: 'Hong Kong', TY: 'Hong Kong', CN: '中国香港' } },
  '886': { countryCode: 'TW', names: { EN: 'Taiwan', TY: 'Taiwan', CN: '中国台湾' } },
};

/**
 * The dialing codes the merchant takes (its register settings' countryDialingCodes, in its order; codes this table
 * does not know are left out), its default first when it is among them. Never empty: the default alone at least.
 */
function allowedDialingCodes(m: Pick<Merchant, 'settings'>): string[] {
  const configured = (m.settings.register as { countryDialingCodes?: unknown } | undefined)?.countryDialingCodes;
  const codes = (Array.isArray(configured) ? configured : []).map(String).filter((c) => c in COUNTRIES);
  return codes.length > 0 ? codes : [defaultDial(m)];
}

/** The merchant's countries as countryList answers them, names in `language` (English when it has none). */
export function countryList(m: Pick<Merchant, 'settings'>, language: string): CountryListResponse {
  const codes = allowedDialingCodes(m);
  const preferred = defaultDial(m);
  const list = codes.map((dialingCode) => {
    const c = COUNTRIES[dialingCode] ?? { countryCode: 'ZZ', names: {} };
    return { countryCode: c.countryCode, dialingCode, name: c.names[language] ?? c.names.EN ?? `+${dialingCode}` };
  });
  return { defaultCountryDialingCode: codes.includes(preferred) ? preferred : (codes[0] ?? preferred), list };
}

/**
 * A new number (registration, binding) must come from a country the merchant takes: 400
 * `mobile.country.unsupported` on the dialing code otherwise. Numbers already on accounts keep signing in.
 */
export function requireAllowedDial(m: Pick<Merchant, 'settings'>, dial: string): void {
  if (!allowedDialingCodes(m).includes(dial)) {
    throw new ApiError(400, 'mobile.country.unsupported', `Mobile numbers with the code +${dial} are not accepted on this site.`, {
      field: 'countryDialingCode',
    });
  }
}
