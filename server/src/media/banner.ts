/** Banners (per group size) and promotion covers: a gradient, soft circles and the title in bitmap text. */
import { BANNER_SIZES, type BannerDef } from '../seed/banners.ts';
import { hashString } from '../seed/prng.ts';
import { Raster, fitScale, hsl } from './raster.ts';

const PROMO_SIZE = [690, 300] as const;

function decorated(w: number, h: number, hue: number, seed: number): Raster {
  const r = new Raster(w, h);
  r.gradient(hsl(hue, 0.7, 0.35), hsl((hue + 50) % 360, 0.75, 0.15), true);
  for (let i = 0; i < 6; i++) {
    const cx = (seed >>> (i * 3)) % w;
    const cy = (seed >>> (i * 2 + 1)) % h;
    r.fillCircle(cx, cy, 20 + ((seed >>> i) % 60), hsl((hue + 30 * i) % 360, 0.8, 0.6), 0.18);
  }
  return r;
}

export function drawBanner(def: BannerDef): Buffer {
  const [w, h] = BANNER_SIZES[def.groupName];
  const r = decorated(w, h, def.hue, hashString(String(def.id)));
  r.textCentred(def.title, w / 2, h * 0.4, fitScale(def.title, w - 60, 8), [255, 255, 255], [0, 0, 0]);
  r.textCentred(def.subtitle, w / 2, h * 0.72, fitScale(def.subtitle, w - 60, 3), [255, 230, 140], [0, 0, 0]);
  return r.toPng();
}

export function drawPromoCover(id: number, title: string): Buffer {
  const [w, h] = PROMO_SIZE;
  const seed = hashString(`promo:${id}`);
  const r = decorated(w, h, seed % 360, seed);
  const text = title.toUpperCase().slice(0, 40);
  r.fillRoundRect(30, h - 70, 170, 44, 22, [255, 200, 60]);
  r.textCentred('JOIN NOW', 115, h - 48, 3, [60, 30, 0]);
  r.textCentred(text, w / 2, h * 0.38, fitScale(text, w - 60, 6), [255, 255, 255], [0, 0, 0]);
  return r.toPng();
}
