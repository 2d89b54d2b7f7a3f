/**
 * A tiny RGBA raster over pngjs: filled shapes, gradients and bitmap text, enough for icons, logos and banners.
 */
import { PNG } from 'pngjs';
import { GLYPH_H, glyph, textWidth } from './font.ts';

export type Rgb = readonly [number, number, number];

export class Raster {
  readonly data: Buffer;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = Buffer.alloc(width * height * 4);
  }

  /** Blends one pixel (alpha 0..1) over what is there. */
  plot(x: number, y: number, c: Rgb, alpha = 1): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (Math.floor(y) * this.width + Math.floor(x)) * 4;
    const d = this.data;
    d[i] = Math.round(d[i] * (1 - alpha) + c[0] * alpha);
    d[i + 1] = Math.round(d[i + 1] * (1 - alpha) + c[1] * alpha);
    d[i + 2] = Math.round(d[i + 2] * (1 - alpha) + c[2] * alpha);
    d[i + 3] = Math.max(d[i + 3], Math.round(255 * alpha));
  }

  /** Vertical or diagonal gradient over the whole image. */
  gradient(from: Rgb, to: Rgb, diagonal = false): void {
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const t = diagonal ? (x / this.width + y / this.height) / 2 : y / (this.height - 1);
        this.plot(x, y, mix(from, to, t));
      }
    }
  }

  fillRect(x0: number, y0: number, w: number, h: number, c: Rgb, alpha = 1): void {
    for (let y = Math.max(0, y0); y < Math.min(this.height, y0 + h); y++) {
      for (let x = Math.max(0, x0); x < Math.min(this.width, x0 + w); x++) this.plot(x, y, c, alpha);
    }
  }

  /** Fills the points where inside(x, y) holds, within a bounding box, with 2x2 supersampled edges. */
  fillShape(x0: number, y0: number, x1: number, y1: number, c: Rgb, inside: (x: number, y: number) => boolean, alpha = 1): void {
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(this.height, Math.ceil(y1)); y++) {
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(this.width, Math.ceil(x1)); x++) {
        const hits = +inside(x + 0.25, y + 0.25) + +inside(x + 0.75, y + 0.25) + +inside(x + 0.25, y + 0.75) + +inside(x + 0.75, y + 0.75);
        if (hits > 0) this.plot(x, y, c, (alpha * hits) / 4);
      }
    }
  }

  fillCircle(cx: number, cy: number, r: number, c: Rgb, alpha = 1): void {
    this.fillShape(cx - r, cy - r, cx + r + 1, cy + r + 1, c, (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r, alpha);
  }

  fillRoundRect(x0: number, y0: number, w: number, h: number, r: number, c: Rgb, alpha = 1): void {
    const inside = (x: number, y: number): boolean => {
      const dx = Math.max(x0 + r - x, 0, x - (x0 + w - r));
      const dy = Math.max(y0 + r - y, 0, y - (y0 + h - r));
      return x >= x0 && x <= x0 + w && y >= y0 && y <= y0 + h && dx * dx + dy * dy <= r * r;
    };
    this.fillShape(x0, y0, x0 + w + 1, y0 + h + 1, c, inside, alpha);
  }

  /** Regular polygon (n corners) or star (n points, inner radius ratio) centred on (cx, cy). */
  fillPolygon(cx: number, cy: number, r: number, n: number, c: Rgb, starInner = 0, rotation = -Math.PI / 2): void {
    const count = starInner > 0 ? n * 2 : n;
    const xs = new Float64Array(count);
    const ys = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      const rr = starInner > 0 && i % 2 === 1 ? r * starInner : r;
      const a = rotation + (i * 2 * Math.PI) / count;
      xs[i] = cx + rr * Math.cos(a);
      ys[i] = cy + rr * Math.sin(a);
    }
    this.fillShape(cx - r, cy - r, cx + r + 1, cy + r + 1, c, (x, y) => pointInPolygon(x, y, xs, ys));
  }

  /** Bitmap text with its top-left at (x, y). */
  text(text: string, x: number, y: number, scale: number, c: Rgb, alpha = 1): void {
    let cx = x;
    for (const ch of text) {
      const rows = glyph(ch);
      for (let gy = 0; gy < rows.length; gy++) {
        for (let gx = 0; gx < rows[gy].length; gx++) {
          if (rows[gy][gx]) this.fillRect(cx + gx * scale, y + gy * scale, scale, scale, c, alpha);
        }
      }
      cx += (rows[0].length + 1) * scale;
    }
  }

  /** Text centred on (cx, cy), with an optional drop shadow for legibility on busy backgrounds. */
  textCentred(text: string, cx: number, cy: number, scale: number, c: Rgb, shadow?: Rgb): void {
    const x = Math.round(cx - textWidth(text, scale) / 2);
    const y = Math.round(cy - (GLYPH_H * scale) / 2);
    if (shadow) this.text(text, x + Math.max(1, scale / 2), y + Math.max(1, scale / 2), scale, shadow, 0.6);
    this.text(text, x, y, scale, c);
  }

  /** Encodes as PNG; fully opaque images drop the alpha channel (about a quarter smaller). */
  toPng(): Buffer {
    const png = new PNG({ width: this.width, height: this.height });
    this.data.copy(png.data);
    let opaque = true;
    for (let i = 3; i < this.data.length; i += 4) {
      if (this.data[i] !== 255) {
        opaque = false;
        break;
      }
    }
    return PNG.sync.write(png, { colorType: opaque ? 2 : 6, deflateLevel: 6 });
  }
}

// Flat coordinate arrays: this runs for every subsample of every pixel.
function pointInPolygon(x: number, y: number, xs: Float64Array, ys: Float64Array): boolean {
  let inside = false;
  for (let i = 0, j = xs.length - 1; i < xs.length; j = i++) {
    const yi = ys[i];
    const yj = ys[j];
    if (yi > y !== yj > y && x < ((xs[j] - xs[i]) * (y - yi)) / (yj - yi) + xs[i]) inside = !inside;
  }
  return inside;
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  const k = Math.min(1, Math.max(0, t));
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
}

/** HSL (h in degrees, s and l in 0..1) to RGB. */
export function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number): number => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** The largest scale at which text fits a width (at least 1). */
export function fitScale(text: string, maxWidth: number, maxScale: number): number {
  for (let s = maxScale; s > 1; s--) if (textWidth(text, s) <= maxWidth) return s;
  return 1;
}
