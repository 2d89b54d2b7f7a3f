import type { BrandBundle } from '../../generated/brand-bundle.ts';
import type { Condition } from '../../generated/condition.ts';
import type { ScreenNode } from '../../generated/node.ts';
import type { WidgetPropsMap } from '../../generated/registry.ts';
import type { ScreenDocument } from '../../generated/screen.ts';

/** Whether a node's or a tab's `when` holds (boot, before the status call conditions read, takes every one as true). */
export type Holds = (when: Condition | undefined) => boolean;

/**
 * The widget types a screen draws as soon as it opens: its body with its slots, plus the brand's header and bottom
 * bar when the screen shows them. `defer` nodes (and what they hold) are left out: they load when they near the
 * viewport. So are nodes whose condition fails and, of a tab panel, every panel but the first tab's, which draw
 * when their tab is chosen. Side panels, popups and overlays are not counted: they draw on open, or when due.
 */
export function eagerWidgetTypes(bundle: BrandBundle, screen: ScreenDocument, holds: Holds = () => true): Set<string> {
  return new Set(eagerNodes(bundle, screen, holds).map((n) => n.type));
}

/** The nodes themselves, in document order (boot reads the data bindings of those whose condition holds). */
export function eagerNodes(bundle: BrandBundle, screen: ScreenDocument, holds: Holds = () => true): ScreenNode[] {
  return [...drawnFirst(screen.body, holds), ...chromeNodes(bundle, screen, holds)];
}

/**
 * The widget types of the bars the screen shows (the brand's header and bottom bar): boot has their code in before
 * the first render, so a bar is laid out once (a widget arriving later would move its neighbours).
 */
export function chromeWidgetTypes(bundle: BrandBundle, screen: ScreenDocument): Set<string> {
  return new Set(chromeNodes(bundle, screen, () => true).map((n) => n.type));
}

const chromeNodes = (bundle: BrandBundle, screen: ScreenDocument, holds: Holds): ScreenNode[] => [
  ...(screen.chrome.topBar ? drawnFirst(bundle.brand.chrome.header, holds) : []),
  ...(screen.chrome.bottomBar ? drawnFirst(bundle.brand.chrome.bottomBar, holds) : []),
];

/** The nodes drawn at once, with their slots drawn at once, in document order. */
function drawnFirst(nodes: readonly ScreenNode[] | undefined, holds: Holds): ScreenNode[] {
  const out: ScreenNode[] = [];
  const walk = (list: readonly ScreenNode[] | undefined) => {
    for (const n of list ?? []) {
      if (n.defer || !holds(n.when)) continue;
      out.push(n);
      for (const slot of slotsDrawnFirst(n, holds)) walk(n.slots?.[slot]);
    }
  };
  walk(nodes);
  return out;
}

/** The slots a node's widget draws in its first render: all of them, but a tab panel's first visible tab's only. */
function slotsDrawnFirst(node: ScreenNode, holds: Holds): string[] {
  if (node.type !== 'tabPanels') return Object.keys(node.slots ?? {});
  // Documents are validated against the widget's props schema (build and boot); here they are read as such.
  const { tabs } = node.props as WidgetPropsMap['tabPanels'];
  const first = tabs.find((t) => holds(t.when));
  return first ? [first.id] : [];
}
