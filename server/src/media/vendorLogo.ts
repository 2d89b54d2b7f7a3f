/** Vendor logos: the vendor's code on a badge in its own colour (provider panel and vendor menus). */
import { hashString } from '../seed/prng.ts';
import { Raster, fitScale, hsl } from './raster.ts';

const VENDOR_LOGO_SIZE = [240, 96] as const;

export function drawVendorLogo(vassalage: string, displayName: string): Buffer {
  const [w, h] = VENDOR_LOGO_SIZE;
  const hue = hashString(vassalage) % 360;
  const r = new Raster(w, h);
  r.fillRoundRect(2, 2, w - 5, h - 5, 18, hsl(hue, 0.55, 0.3));
  r.fillRoundRect(8, 8, w - 17, h - 17, 13, hsl(hue, 0.6, 0.45), 0.6);
  const code = vassalage.toUpperCase();
  r.textCentred(code, w / 2, h / 2 - 12, fitScale(code, w - 40, 6), [255, 255, 255], [0, 0, 0]);
  const name = displayName.toUpperCase();
  r.textCentred(name, w / 2, h - 22, fitScale(name, w - 30, 2), [255, 236, 170]);
  return r.toPng();
}
