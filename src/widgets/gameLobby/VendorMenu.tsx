import { useTranslation } from 'react-i18next';
import type { GameVendor } from '../../generated/api/shapes/gameVendor.ts';

/** The category's vendors in the platform's order; the listed one is pressed. */
export function VendorMenu({ vendors, active, onSelect }: { vendors: readonly GameVendor[]; active: string; onSelect(vendor: GameVendor): void }) {
  const { t } = useTranslation();
  if (vendors.length === 0) return null;
  return (
    <nav className="lobby-vendors" aria-label={t('game_vendors')}>
      <ul>
        {vendors.map((v) => (
          <li key={v.vassalage}>
            <button type="button" className="lobby-vendor" aria-pressed={v.vassalage === active} data-vendor={v.vassalage} onClick={() => onSelect(v)}>
              <img src={v.iconUrl} alt="" width={28} height={28} loading="lazy" decoding="async" />
              <span>{v.displayName}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
