/** The platform's language codes are not all BCP 47 (CN, TY, KR): what `lang` attributes need instead. */
const BCP47: Record<string, string> = { CN: 'zh-CN', TW: 'zh-TW', TY: 'tl', KR: 'ko', KO: 'ko', MY: 'my', 'PT-BR': 'pt-BR' };

export function htmlLang(code: string): string {
  const upper = code.toUpperCase();
  return BCP47[upper] ?? upper.toLowerCase();
}
