import type { GameVendor } from '../../../generated/api/shapes/gameVendor.ts';
import { platformImageUrl } from '../../../domain/content/imageSources.ts';
import { useImageOrigin } from '../../../domain/content/useImageOrigin.ts';
import './home.css';

/** Intrinsic size of the server's vendor logos (/media/vendors/<code>.png). */
const LOGO = { width: 240, height: 96 };

/** A category's vendors as logo buttons (sports, e-sports, lottery blocks and the category tabs). */
export function VendorList({ vendors, label, onSelect }: { vendors: readonly GameVendor[]; label: string; onSelect(v: GameVendor): void }) {
  const imageOrigin = useImageOrigin();
  return (
    <ul className="home-vendors" aria-label={label}>
      {vendors.map((v) => (
        <li key={v.vassalage}>
          <button type="button" className="home-vendor" data-vendor={v.vassalage} onClick={() => onSelect(v)}>
            <img src={platformImageUrl(v.iconUrl, imageOrigin)} alt="" width={LOGO.width} height={LOGO.height} loading="lazy" decoding="async" />
            <span>{v.displayName}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
