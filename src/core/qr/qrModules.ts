import qrcode from 'qrcode-generator';

// Links carry non-ASCII only in rare cases (a Tagalog or Chinese path), but the default encoder keeps the low byte.
// qrcode-generator 2's ES module has no stringToBytesFuncs table, so bytes come from the platform's UTF-8 encoder.
const utf8 = new TextEncoder();
qrcode.stringToBytes = (s: string) => Array.from(utf8.encode(s));

/**
 * The dark modules of `text`'s QR code (error correction M) as one SVG path ("M x y h1 v1 h-1 z" per module) and
 * the code's size in modules: what the player app's and the studio's QrCode draw, locally (no image service sees
 * the link).
 */
export function qrModules(text: string): { path: string; size: number } {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) if (qr.isDark(row, col)) path += `M${col} ${row}h1v1h-1z`;
  }
  return { path, size: count };
}
