/** Footer badges of the home page: licence, responsible gaming, payment, security and certification marks. */
import { hashString } from '../seed/prng.ts';
import { Raster, fitScale, hsl } from './raster.ts';

const FOOTER_BADGE_SIZE = [160, 64] as const;

/** Badge name -> [caption line 1, caption line 2]; the names are the URL paths /media/footer/<name>.png. */
const FOOTER_BADGES: Readonly<Record<string, readonly [string, string]>> = {
  licence: ['PAGCOR', 'LICENSED'],
  'responsible-gaming': ['PLAY', 'RESPONSIBLY'],
  'age-18': ['18+', 'ADULTS ONLY'],
  'payment-gcash': ['GCASH', 'PAYMENT'],
  'payment-maya': ['MAYA', 'PAYMENT'],
  'payment-bank': ['BANK', 'TRANSFER'],
  'payment-usdt': ['USDT', 'CRYPTO'],
  security: ['SSL', 'SECURED'],
  certification: ['GLI', 'CERTIFIED'],
  'certification-itech': ['ITECH', 'LABS'],
  // App icons named by the AppDownloadIcon download resources of the two merchants.
  'app-lucky': ['LUCKY88', 'APP'],
  'app-royal': ['ROYAL PH', 'APP'],
};

export function drawFooterBadge(name: string): Buffer | undefined {
  const caption = FOOTER_BADGES[name];
  if (!caption) return undefined;
  const [w, h] = FOOTER_BADGE_SIZE;
  const hue = hashString(name) % 360;
  const r = new Raster(w, h);
  r.fillRoundRect(1, 1, w - 3, h - 3, 12, hsl(hue, 0.25, 0.2));
  r.fillRoundRect(4, 4, w - 9, h - 9, 9, hsl(hue, 0.35, 0.32), 0.7);
  r.textCentred(caption[0], w / 2, 22, fitScale(caption[0], w - 20, 3), [255, 255, 255]);
  r.textCentred(caption[1], w / 2, 46, fitScale(caption[1], w - 16, 2), [200, 210, 220]);
  return r.toPng();
}
