import { useMemo } from 'react';
import { qrModules } from '../core/qr/qrModules.ts';

/**
 * A QR code of `text`, drawn locally (no image service sees the link). Scanners need dark modules on a light
 * quiet zone whatever the brand's theme, so its colours are fixed black on white rather than brand tokens.
 */
export function QrCode({ text, label, size = 184, testId }: { text: string; label: string; size?: number; testId?: string }) {
  const { path, size: count } = useMemo(() => qrModules(text), [text]);
  const quiet = 4;
  const box = count + quiet * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      shapeRendering="crispEdges"
      data-testid={testId}
      data-qr-text={text}
    >
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
