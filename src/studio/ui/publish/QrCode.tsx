import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

// The studio may not import the player app's src/ui/QrCode.tsx (layers), so it draws its own the same way:
// bytes from the platform's UTF-8 encoder (qrcode-generator 2's ES module keeps only the low byte otherwise).
const utf8 = new TextEncoder();
qrcode.stringToBytes = (s: string) => Array.from(utf8.encode(s));

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

/** A QR code of `text`, drawn locally (no image service sees the signed link); black on white for scanners. */
export function QrCode({ text, label, size = 184 }: { text: string; label: string; size?: number }) {
  const { path, size: count } = useMemo(() => modulesPath(text), [text]);
  const quiet = 4;
  const box = count + quiet * 2;
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`${-quiet} ${-quiet} ${box} ${box}`} shapeRendering="crispEdges" data-qr-text={text}>
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
