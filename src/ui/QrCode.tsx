import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

// Links carry non-ASCII only in rare cases (a Tagalog or Chinese path), but the default encoder keeps the low byte.
// qrcode-generator 2's ES module has no stringToBytesFuncs table, so bytes come from the platform's UTF-8 encoder.
const utf8 = new TextEncoder();
qrcode.stringToBytes = (s: string) => Array.from(utf8.encode(s));

/** The dark modules of `text` as one SVG path ("M x y h1 v1 h-1 z" per module), drawn in the browser. */
function modulesPath(text: string): { path: string; size: number } {
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

/**
 * A QR code of `text`, drawn locally (no image service sees the link). Scanners need dark modules on a light
 * quiet zone whatever the brand's theme, so its colours are fixed black on white rather than brand tokens.
 */
export function QrCode({ text, label, size = 184, testId }: { text: string; label: string; size?: number; testId?: string }) {
  const { path, size: count } = useMemo(() => modulesPath(text), [text]);
  const quiet = 4;
  const box = count + quiet * 2;
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`${-quiet} ${-quiet} ${box} ${box}`} shapeRendering="crispEdges" data-testid={testId} data-qr-text={text}>
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
