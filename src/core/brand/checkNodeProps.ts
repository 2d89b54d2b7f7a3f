import type { BrandBundle } from '../../generated/brand-bundle.ts';
import type { ScreenNode } from '../../generated/node.ts';
import type { CompiledValidator } from '../validation/types.ts';
import { describeErrors } from './checkBundle.ts';

type Chrome = BrandBundle['brand']['chrome'];
/** The chrome's node lists (its other fields, such as headerKeep, are not nodes). */
type ChromeArea = 'header' | 'bottomBar' | 'leftMenu' | 'rightMenu' | 'popups' | 'overlays';

export interface NodePropsCheck {
  /** The bundle without the nodes whose props fail (the same object when none do). */
  bundle: BrandBundle;
  /** Operator-readable problems: where, which node, what. */
  problems: string[];
}

/**
 * Every node's props (chrome and screens, slots included) against its widget's props schema. A node that fails
 * is left out, as the renderer hides one in production; an unknown type is left to the renderer, which reports
 * it where the node draws. The production build runs this in the background check's worker, so the main thread
 * never loads a props validator.
 */
export function checkNodeProps(bundle: BrandBundle, validators: ReadonlyMap<string, CompiledValidator>): NodePropsCheck {
  const problems: string[] = [];
  const clean = (nodes: readonly ScreenNode[], where: string): ScreenNode[] =>
    nodes.flatMap((node) => {
      const validate = validators.get(node.type);
      if (validate && !validate(node.props ?? {})) {
        problems.push(...describeErrors(`${where} node "${node.id}" (${node.type}) props`, validate.errors));
        return [];
      }
      if (!node.slots) return [node];
      const slots = Object.fromEntries(Object.entries(node.slots).map(([name, list]) => [name, clean(list, where)]));
      return [{ ...node, slots }];
    });
  const area = (name: ChromeArea) => clean(bundle.brand.chrome[name] ?? [], `brand chrome.${name}:`);
  const chrome: Chrome = {
    ...bundle.brand.chrome,
    header: area('header'),
    bottomBar: area('bottomBar'),
    leftMenu: area('leftMenu'),
    rightMenu: area('rightMenu'),
    popups: area('popups'),
    overlays: area('overlays'),
  };
  const screens = bundle.screens.map((s) => ({ ...s, body: clean(s.body, `screen "${s.id}":`) }));
  if (problems.length === 0) return { bundle, problems };
  return { bundle: { ...bundle, brand: { ...bundle.brand, chrome }, screens }, problems };
}
