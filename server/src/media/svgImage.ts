/** What the SVG templates (game tiles, banners, the app pages' pictures) share: their colours and their rendering. */
import sharp from 'sharp';

/** A CSS colour from hue (any number of degrees), saturation and lightness in percent. */
export const hsl = (h: number, s: number, l: number): string => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`;

/** An SVG template drawn as a PNG by sharp (librsvg); the media route encodes the sizes and formats asked for. */
export const renderSvg = (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
