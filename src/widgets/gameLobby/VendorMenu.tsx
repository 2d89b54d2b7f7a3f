import { useTranslation } from 'react-i18next';
import { imageSources, LOGO_WIDTHS } from '../../domain/content/imageSources.ts';
import { useImageOrigin } from '../../domain/content/useImageOrigin.ts';
import type { GameVendor } from '../../generated/api/shapes/gameVendor.ts';

/**
 * The category's vendors in the platform's order; the listed one is pressed. Until `logos` is true each logo's
 * place is kept empty (the lobby asks for them once its first tiles are on their way: see GameLobby).
 */
export function VendorMenu({
  vendors,
  active,
  logos,
  onSelect,
}: {
  vendors: readonly GameVendor[];
  active: string;
  logos: boolean;
  onSelect(vendor: GameVendor): void;
}) {
  const { t } = useTranslation();
  const imageOrigin = useImageOrigin();
  if (vendors.length === 0) return null;
  return (
    <nav className="lobby-vendors" aria-label={t('game_vendors')}>
      <ul>
        {vendors.map((v) => (
          <li key={v.vassalage}>
            <button type="button" className="lobby-vendor" aria-pressed={v.vassalage === active} data-vendor={v.vassalage} onClick={() => onSelect(v)}>
              {/* At the size drawn: the platform's logos are 240 px wide, 16 of them 35 KB on a lobby's first screen. */}
              {logos ? (
                <img {...imageSources(v.iconUrl, LOGO_WIDTHS, '28px', imageOrigin)} alt="" width={28} height={28} loading="lazy" decoding="async" />
              ) : (
                <span className="lobby-vendor-logo" />
              )}
              <span>{v.displayName}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
