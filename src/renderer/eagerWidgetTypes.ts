import type { BrandBundle } from '../generated/brand-bundle.ts';
import type { ScreenNode } from '../generated/node.ts';
import type { ScreenDocument } from '../generated/screen.ts';

/**
 * The widget types a screen draws as soon as it opens: its body with every slot, plus the brand's header and
 * bottom bar when the screen shows them. `defer` nodes (and what they hold) are left out: they load when they
 * near the viewport. `keep` can drop nodes whose condition fails (the bundle bench does; boot cannot, as it runs
 * before the status call that conditions read). Side panels and popups are not counted: they draw on open.
 */
export function eagerWidgetTypes(
  bundle: BrandBundle,
  screen: ScreenDocument,
  keep: (node: ScreenNode) => boolean = () => true,
): Set<string> {
  return new Set(eagerNodes(bundle, screen, keep).map((n) => n.type));
}

/** The nodes themselves, in document order (boot reads the data bindings of those whose condition holds). */
export function eagerNodes(bundle: BrandBundle, screen: ScreenDocument, keep: (node: ScreenNode) => boolean = () => true): ScreenNode[] {
  const out: ScreenNode[] = [];
  const walk = (nodes: readonly ScreenNode[] | undefined) => {
    for (const n of nodes ?? []) {
      if (n.defer || !keep(n)) continue;
      out.push(n);
      for (const list of Object.values(n.slots ?? {})) walk(list);
    }
  };
  walk(screen.body);
  if (screen.chrome.topBar) walk(bundle.brand.chrome.header);
  if (screen.chrome.bottomBar) walk(bundle.brand.chrome.bottomBar);
  return out;
}
