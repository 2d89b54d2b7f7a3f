import { GATE_ROUTING_FIELDS } from '../../../src/core/brand/statusGate.ts';
import type { ComposedBrand } from '../compose.ts';
import type { LintContext } from '../context.ts';
import { isObject, isString } from '../json.ts';
import { routeMatches } from '../routes.ts';
import { didYouMean } from '../suggest.ts';
import { actionCalls, chromeNodes, screenNodes } from '../walk.ts';

/** Names of the screens a brand has: screen ids and file names (routing may use either). */
function screenNames(b: ComposedBrand): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, s] of b.screens) {
    out.set(name, name);
    if (isObject(s.value) && isString(s.value.id)) out.set(s.value.id, name);
  }
  return out;
}

/**
 * Screens no route reaches (no paths, and not a status gate's screen: maintenance, region, offline), routing names that are not
 * screens, a fallback no screen serves, two screens claiming one path, and navigation to paths no screen has.
 */
export function checkRouting(ctx: LintContext, b: ComposedBrand): void {
  const { reporter } = ctx;
  const brand = isObject(b.brand.value) ? b.brand.value : {};
  const routing = isObject(brand.routing) ? brand.routing : {};
  const names = screenNames(b);
  const known = [...names.keys()].sort();
  const special = new Set<string>();
  for (const field of GATE_ROUTING_FIELDS) {
    const v = routing[field];
    if (!isString(v)) continue;
    const file = names.get(v);
    if (file) special.add(file);
    else {
      reporter.add(b.brand, ['routing', field], {
        brand: b.name,
        rule: 'unknown-screen',
        message: `routing.${field} is "${v}", which is not a screen`,
        expected: `a screen id such as ${known
          .slice(0, 8)
          .map((k) => `"${k}"`)
          .join(', ')}`,
        found: `"${v}"`,
        suggestion: didYouMean(v, known),
      });
    }
  }
  const patterns: string[] = [];
  const owner = new Map<string, string>();
  for (const [name, s] of b.screens) {
    const paths = isObject(s.value) && Array.isArray(s.value.paths) ? s.value.paths : undefined;
    if (!paths) continue;
    if (paths.length === 0 && !special.has(name)) {
      reporter.add(s, ['paths'], {
        brand: b.name,
        rule: 'unreachable-screen',
        message: `no route reaches screen "${name}": it has no paths and is not a status gate's screen (routing.${GATE_ROUTING_FIELDS.join(', routing.')})`,
        expected: `at least one path such as "/m/${name}"`,
        found: 'an empty list',
      });
    }
    paths.forEach((p, i) => {
      if (!isString(p)) return;
      const prev = owner.get(p);
      if (prev !== undefined && prev !== name) {
        reporter.add(s, ['paths', i], {
          brand: b.name,
          rule: 'duplicate-path',
          message: `path "${p}" is claimed by screens "${prev}" and "${name}"`,
          expected: 'each path on one screen',
          found: `"${p}" again`,
        });
      } else owner.set(p, name);
      patterns.push(p);
    });
    if (isObject(s.value) && isString(s.value.id) && s.value.id !== name) {
      reporter.add(s, ['id'], {
        severity: 'warning',
        rule: 'screen-id',
        message: `screen id "${s.value.id}" differs from its file name screens/${name}.json`,
        expected: `"${name}"`,
        found: `"${s.value.id}"`,
      });
    }
  }
  const routable = (p: string): boolean => patterns.some((pat) => routeMatches(pat, p));
  if (isString(routing.fallback) && patterns.length > 0 && !routable(routing.fallback)) {
    reporter.add(b.brand, ['routing', 'fallback'], {
      brand: b.name,
      rule: 'unknown-route',
      message: `routing.fallback "${routing.fallback}" is not a path of any screen`,
      expected: 'a path one of the screens lists',
      found: `"${routing.fallback}"`,
      suggestion: didYouMean(routing.fallback, new Set(patterns)),
    });
  }
  checkLinks(ctx, b, routable, patterns);
}

/**
 * navigate/replace targets no screen serves (a warning: a later release may add the screen), unknown popups and
 * languages the brand does not support.
 */
function checkLinks(ctx: LintContext, b: ComposedBrand, routable: (p: string) => boolean, patterns: string[]): void {
  const chrome = isObject(b.brand.value) && isObject(b.brand.value.chrome) ? b.brand.value.chrome : {};
  const popups = Array.isArray(chrome.popups)
    ? chrome.popups
        .filter(isObject)
        .map((n) => n.id)
        .filter(isString)
    : [];
  const docs = [{ target: b.brand, nodes: chromeNodes(b.brand.value) }, ...[...b.screens.values()].map((s) => ({ target: s, nodes: screenNodes(s.value) }))];
  for (const { target, nodes } of docs) {
    for (const at of nodes) {
      for (const { call, path } of actionCalls(at)) {
        const params = isObject(call.params) ? call.params : {};
        if ((call.action === 'navigate' || call.action === 'replace') && isString(params.to) && patterns.length > 0 && !routable(params.to)) {
          ctx.reporter.add(target, [...path, 'params', 'to'], {
            severity: 'warning',
            brand: b.name,
            rule: 'unknown-route',
            message: `${call.action} goes to "${params.to}", which no screen serves`,
            expected: 'a path one of the screens lists',
            found: `"${params.to}"`,
            suggestion: didYouMean(params.to.split('?')[0], new Set(patterns)),
          });
        }
        if (call.action === 'setLanguage' && isString(params.language) && b.supported.length > 0 && !b.supported.includes(params.language)) {
          ctx.reporter.add(target, [...path, 'params', 'language'], {
            brand: b.name,
            rule: 'unknown-language',
            message: `setLanguage switches to ${params.language}, which the brand does not support`,
            expected: `one of ${b.supported.map((l) => `"${l}"`).join(', ')}`,
            found: `"${params.language}"`,
            suggestion: didYouMean(params.language, b.supported),
          });
        }
        if ((call.action === 'openPopup' || call.action === 'closePopup') && isString(params.popup) && !popups.includes(params.popup)) {
          ctx.reporter.add(target, [...path, 'params', 'popup'], {
            brand: b.name,
            rule: 'unknown-popup',
            message: `${call.action} names popup "${params.popup}", which is not a node id in chrome.popups`,
            expected: popups.length ? `one of ${popups.map((p) => `"${p}"`).join(', ')}` : 'a popup declared in chrome.popups (there are none)',
            found: `"${params.popup}"`,
            suggestion: didYouMean(params.popup, popups),
          });
        }
      }
    }
  }
}
