import type { GameVendor } from '../../generated/api/shapes/gameVendor.ts';
import type { ConditionContext } from '../../generated/context.ts';
import type { AppEnv } from '../../renderer/env.ts';
import { VendorList } from '../shared/home/VendorList.tsx';
import { openVendor } from '../shared/home/vendorTap.ts';

interface Props {
  env: AppEnv;
  context: ConditionContext;
  routes: Readonly<Record<string, string>>;
  category: string;
  vendors: readonly GameVendor[];
  label: string;
}

/** A vendor category's tab: its vendors; a tap opens the category's list, or the vendor's game where it has none. */
export function VendorPanel({ env, context, routes, category, vendors, label }: Props) {
  return <VendorList vendors={vendors} label={label} onSelect={(v) => openVendor(env, context, routes, category, v)} />;
}
