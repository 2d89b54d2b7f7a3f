import { useMemo } from 'react';
import { useCallRead } from '../../renderer/useCallRead.ts';

/** Each vendor's classify codes in the lobby's category. */
export type VendorClassifies = Readonly<Record<string, readonly string[]>>;

export interface VendorClassifiesRead {
  /** null until the platform answered. */
  codes: VendorClassifies | null;
  status: 'idle' | 'loading' | 'error' | 'ready';
  retry(): void;
}

/**
 * The classify codes each vendor has in `category`, as the platform answers them (vassGameType: category -> vendor
 * -> codes), asked only once `enabled` (the filter panel was opened: a first screen never waits for it). No
 * category: every category's codes, merged per vendor.
 */
export function useVendorClassifies(category: string, enabled: boolean): VendorClassifiesRead {
  const read = useCallRead('vassGameType', enabled ? (category ? { typeId: category } : {}) : null);
  const content = read.data?.content;
  const codes = useMemo(() => {
    if (!content) return null;
    const lanes = category ? [content[category] ?? {}] : Object.values(content);
    const merged: Record<string, string[]> = {};
    for (const lane of lanes) for (const [vendor, list] of Object.entries(lane)) merged[vendor] = [...new Set([...(merged[vendor] ?? []), ...list])];
    return merged;
  }, [content, category]);
  return { codes, status: enabled ? read.status : 'idle', retry: read.retry };
}
