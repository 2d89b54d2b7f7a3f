import type { IconName } from '../../generated/icon.ts';
import type { SiteLink } from '../../generated/shapes/siteLink.ts';

/** The four social networks a site may link (resource types), in the order they are drawn. */
export type Social = 'FACEBOOK' | 'TELEGRAM' | 'WHATSAPP' | 'VIBER';
const SOCIAL: readonly Social[] = ['FACEBOOK', 'TELEGRAM', 'WHATSAPP', 'VIBER'];
export const SOCIAL_ICONS: Record<Social, IconName> = { FACEBOOK: 'facebook', TELEGRAM: 'telegram', WHATSAPP: 'whatsapp', VIBER: 'viber' };
export const SOCIAL_LABELS: Record<Social, string> = { FACEBOOK: 'Facebook', TELEGRAM: 'Telegram', WHATSAPP: 'WhatsApp', VIBER: 'Viber' };

/** The configured link of each social type (none when the site has none or its URL is not a web, Viber or Telegram link). */
export function socialLinks(links: readonly SiteLink[], types: readonly Social[] = SOCIAL): { type: Social; url: string }[] {
  return types
    .map((type) => ({ type, url: links.find((l) => l.type.toUpperCase() === type && l.url)?.url }))
    .filter((s): s is { type: Social; url: string } => Boolean(s.url) && /^(https?:|viber:|tg:)/i.test(s.url ?? ''));
}
