import { useMemo } from 'react';
import { encode } from 'uqr';

interface QrCodeProps {
  /** What the code holds: a wallet address, an otpauth:// link. */
  text: string;
  /** What a screen reader says instead of the picture. */
  label: string;
  size: number;
  className?: string;
}

/** Text as a QR code, drawn as one SVG path so it scales crisply and stays tiny; dark on white for any scanner. */
export function QrCode({ text, label, size, className }: QrCodeProps) {
  const { path, modules } = useMemo(() => {
    const { data, size: count } = encode(text, { border: 2, ecc: 'M' });
    let d = '';
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { path: d, modules: count };
  }, [text]);
  return (
    <svg className={className} role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${modules} ${modules}`} shapeRendering="crispEdges">
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
