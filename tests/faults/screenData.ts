import { join } from 'node:path';
import { buildBundle } from '../../tools/brands/loadDocuments.ts';
import type { BrandBundle } from '../../src/generated/brand-bundle.ts';
import type { ScreenNode } from '../../src/generated/node.ts';

/** A node of a document bound to a data source. */
export interface DataNode {
  id: string;
  type: string;
  source: string;
}

/**
 * Widgets that hide themselves, or keep a placeholder, when their data fails, instead of offering a retry: small
 * additions to a screen whose absence does not stop anyone (badges, the marquee, announcement popups, contract
 * prompts, banners, download and service links, the footer, the masked balance with its own refresh button). They
 * load again with the next visit or when the device comes back online.
 */
export const QUIET_WIDGETS = new Set([
  'unreadBadge',
  'noticeMarquee',
  'noticePopup',
  'contractPrompts',
  'bannerList',
  'bannerCarousel',
  'resourceLink',
  'downloadBar',
  'a2hsGuide',
  'siteFooter',
  'balance',
  'realityCheck',
  'inviteLink',
  'promotionAccordion',
  // The member card keeps the default avatar and the name read at sign-in when its profile (icon) cannot be read.
  'userCard',
]);

/**
 * Sources answered from the system status the boot already holds (fetchStatusInfo): they make no call of their
 * own once a screen shows, so a screen's faults leave them drawn. The boot's own failures are tested apart.
 */
export const BOOT_FED_SOURCES = new Set(['appPage', 'customerService', 'siteLinks', 'siteResources']);

/** The lucky brand as the e2e server serves it: its revision 1, seeded from screens/lucky/ on _base. */
export function builtBrand(): BrandBundle {
  return buildBundle(join(process.cwd(), 'screens'), 'lucky');
}

function collect(value: unknown, out: DataNode[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, out);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const node = value as Partial<ScreenNode>;
  if (typeof node.id === 'string' && typeof node.type === 'string' && node.data?.source) out.push({ id: node.id, type: node.type, source: node.data.source });
  for (const child of Object.values(value)) collect(child, out);
}

/** Every data-bound node a screen can show: its body at any depth, and the chrome drawn on every screen. */
export function dataNodesOf(bundle: BrandBundle, screenId: string): DataNode[] {
  const screen = bundle.screens.find((s) => s.id === screenId);
  if (!screen) throw new Error(`no screen ${screenId}`);
  const out: DataNode[] = [];
  collect(screen.body, out);
  const { header, bottomBar, overlays } = bundle.brand.chrome;
  collect([header, bottomBar, overlays], out);
  return out;
}

/** Every data source any document of the brand binds (screens, menus, popups, overlays). */
export function boundSources(bundle: BrandBundle): Set<string> {
  const out: DataNode[] = [];
  collect(bundle.screens, out);
  collect(bundle.brand.chrome, out);
  return new Set(out.map((n) => n.source));
}

export function pathOf(bundle: BrandBundle, screenId: string): string {
  const path = bundle.screens.find((s) => s.id === screenId)?.paths?.[0];
  if (!path) throw new Error(`screen ${screenId} has no path`);
  return path;
}
