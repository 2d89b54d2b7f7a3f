import type { ComposedBrand } from '../compose.ts';
import type { LintContext } from '../context.ts';
import { isObject, isString, type JsonPath, type Segment } from '../json.ts';
import type { Target } from '../source.ts';
import { didYouMean } from '../suggest.ts';
import { actionCalls, chromeNodes, i18nKeys, screenNodes, type NodeAt } from '../walk.ts';

interface Usage {
  target: Target;
  key: string;
  path: Segment[];
}

/** i18n keys a list of nodes uses: `*Key` props (at any depth) and `*Key` action params. */
function nodeUsages(target: Target, nodes: readonly NodeAt[]): Usage[] {
  const out: Usage[] = [];
  for (const at of nodes) {
    for (const u of i18nKeys(at.node.props, [...at.path, 'props'])) out.push({ target, ...u });
    for (const c of actionCalls(at)) for (const u of i18nKeys(c.call.params, [...c.path, 'params'])) out.push({ target, ...u });
  }
  return out;
}

function usages(b: ComposedBrand): Usage[] {
  const out = nodeUsages(b.brand, chromeNodes(b.brand.value));
  for (const screen of b.screens.values()) {
    const chrome = isObject(screen.value) ? screen.value.chrome : undefined;
    if (isObject(chrome)) {
      for (const k of ['titleKey', 'backTitleKey']) {
        const v = chrome[k];
        if (isString(v)) out.push({ target: screen, key: v, path: ['chrome', k] });
      }
    }
    out.push(...nodeUsages(screen, screenNodes(screen.value)));
  }
  return out;
}

const where = (b: ComposedBrand, lang: string): string => `screens/${b.name === '_base' ? '_base' : `{_base,${b.name}}`}/locales/${lang.toLowerCase()}.json`;

/** Each supported language must have a locale file; the default language must be one of the supported ones. */
export function checkLanguages(ctx: LintContext, b: ComposedBrand): void {
  const { reporter } = ctx;
  const brand = isObject(b.brand.value) ? b.brand.value : {};
  const languages = isObject(brand.languages) ? brand.languages : {};
  const langPath: JsonPath = ['languages'];
  b.supported.forEach((lang, i) => {
    if (!b.locales.has(lang)) {
      reporter.add(b.brand, [...langPath, 'supported', i], {
        rule: 'i18n-missing-locale',
        brand: b.name,
        message: `the brand supports ${lang} but has no translations for it`,
        expected: `a file ${where(b, lang)}`,
        found: 'no such file',
      });
    }
  });
  if (isString(languages.default) && b.supported.length > 0 && !b.supported.includes(languages.default)) {
    reporter.add(b.brand, [...langPath, 'default'], {
      rule: 'i18n-default-language',
      brand: b.name,
      message: `default language ${languages.default} is not among the supported languages`,
      expected: b.supported.join(', '),
      found: `"${languages.default}"`,
    });
  }
}

/** Every i18n key a brand uses must have a text in each language the brand supports (its composed locales). */
export function checkUsedKeys(ctx: LintContext, b: ComposedBrand): void {
  const locales = [...b.locales.values()];
  if (locales.length === 0) return;
  for (const u of usages(b)) {
    const missing = locales.filter((l) => !Object.hasOwn(l.value, u.key) || !isString(l.value[u.key]));
    if (missing.length === 0) continue;
    const present = locales.filter((l) => !missing.includes(l)).map((l) => l.lang);
    const langs = missing.map((l) => l.lang);
    ctx.reporter.add(u.target, u.path, {
      brand: b.name,
      rule: 'i18n-missing-key',
      message: present.length === 0 ? `i18n key "${u.key}" has no translation in any language` : `i18n key "${u.key}" has no ${langs.join(', ')} translation`,
      expected:
        present.length === 0
          ? `a key from the locale files (locales/<lang>.json of _base or the brand folder)`
          : `"${u.key}" in ${langs.map((l) => `locales/${l.toLowerCase()}.json`).join(', ')} of _base or the brand folder`,
      found: present.length === 0 ? 'no such key' : `a translation in ${present.join(', ')} only`,
      suggestion: present.length === 0 ? didYouMean(u.key, Object.keys(missing[0].value)) : undefined,
    });
  }
}
