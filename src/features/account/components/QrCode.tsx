import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** A QR code as one SVG path (no innerHTML), error correction M, 2-module quiet zone. */
export function QrCode({ text, label, testId }: { text: string; label: string; testId?: string }) {
  const { size, d } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(text);
    qr.make();
    const count = qr.getModuleCount();
    let path = '';
    for (let row = 0; row < count; row += 1) {
      for (let col = 0; col < count; col += 1) if (qr.isDark(row, col)) path += `M${col + 2} ${row + 2}h1v1h-1z`;
    }
    return { size: count + 4, d: path };
  }, [text]);
  return (
    <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} data-testid={testId} data-qr-text={text} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
