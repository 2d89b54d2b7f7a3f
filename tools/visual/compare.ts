import { readFileSync, writeFileSync } from 'node:fs';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * Two whole-page pictures compared pixel by pixel, as the visual matrix counts (more than a faint shade), with a
 * diff picture (changed pixels in red over a faded "before"). The pages may differ in height (a block added, a
 * text wrapped): both are laid on a canvas of the larger size, the missing area a colour no page draws, so a
 * page that grew counts its new part as changed and the parts both have are still compared.
 */
const PAD = [255, 0, 255, 255];

function padded(png: PNG, width: number, height: number): Buffer {
  if (png.width === width && png.height === height) return png.data;
  const out = Buffer.alloc(width * height * 4);
  for (let i = 0; i < out.length; i += 4) out.set(PAD, i);
  for (let y = 0; y < png.height; y++) png.data.copy(out, y * width * 4, y * png.width * 4, (y + 1) * png.width * 4);
  return out;
}

/** Changed pixels between two PNG files; writes the diff picture. */
export function comparePictures(beforeFile: string, afterFile: string, diffFile: string): number {
  const a = PNG.sync.read(readFileSync(beforeFile));
  const b = PNG.sync.read(readFileSync(afterFile));
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = new PNG({ width, height });
  const n = pixelmatch(padded(a, width, height), padded(b, width, height), diff.data, width, height, { threshold: 0.05, includeAA: true, alpha: 0.2 });
  writeFileSync(diffFile, PNG.sync.write(diff));
  return n;
}

/** Every pixel of a picture (a screen drawn on one side only counts whole). */
export function pictureArea(file: string): number {
  const png = PNG.sync.read(readFileSync(file));
  return png.width * png.height;
}
