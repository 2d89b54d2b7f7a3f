import { useMemo } from 'react';
import { qrModules } from '../../../core/qr/qrModules.ts';

/** A QR code of `text`, drawn locally (no image service sees the signed link); black on white for scanners. */
export function QrCode({ text, label, size = 184 }: { text: string; label: string; size?: number }) {
  const { path, size: count } = useMemo(() => qrModules(text), [text]);
  const quiet = 4;
  const box = count + quiet * 2;
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`${-quiet} ${-quiet} ${box} ${box}`} shapeRendering="crispEdges" data-qr-text={text}>
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
