import type { BrandBundle } from '../../generated/brand-bundle.ts';
import type { ScreenNode } from '../../generated/node.ts';
import { type NodeListRef, nodesOf } from '../draft/index.ts';
import { rootListOf } from './documents.ts';
import { CHROME_AREAS, type DocChoice } from './state.ts';

/** A node found in the composed draft: the document-tree entry that shows it, its list and id. */
export interface FoundNode {
  doc: DocChoice;
  list: NodeListRef;
  id: string;
}

/** The list holding `id` among `nodes` (at `list`) and their slots, depth first. */
function findIn(nodes: readonly ScreenNode[] | undefined, list: NodeListRef, id: string): NodeListRef | null {
  for (const node of nodes ?? []) {
    if (node.id === id) return list;
    for (const [slot, children] of Object.entries(node.slots ?? {})) {
      const found = findIn(children, { file: list.file, path: [...list.path, `#${node.id}`, 'slots', slot] }, id);
      if (found) return found;
    }
  }
  return null;
}

const docsToSearch = (bundle: BrandBundle, first: DocChoice, routeScreen: string | null): DocChoice[] => {
  const out: DocChoice[] = [first];
  if (routeScreen) out.push({ kind: 'screen', screen: routeScreen });
  for (const area of CHROME_AREAS) out.push({ kind: 'chrome', area });
  for (const s of bundle.screens) out.push({ kind: 'screen', screen: s.id });
  return out;
};

/**
 * The first of `ids` (a tap's innermost node first) that exists in the draft: looked for in the entry being
 * edited, then the screen shown at the preview's route, the chrome, and every screen.
 */
export function locateNode(bundle: BrandBundle, ids: readonly string[], current: DocChoice, routeScreen: string | null): FoundNode | null {
  const docs = docsToSearch(bundle, current, routeScreen);
  for (const id of ids) {
    for (const doc of docs) {
      const root = rootListOf(doc);
      const list = root && findIn(nodesOf(bundle, root), root, id);
      if (list) return { doc, list, id };
    }
  }
  return null;
}
