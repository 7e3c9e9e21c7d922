import { useMemo } from 'react';
import { encode } from 'uqr';

/** The otpauth:// link as a QR code for an authenticator app, drawn as one SVG path. */
export default function TotpQrCode({ url, size = 192 }: { url: string; size?: number }) {
  const { path, modules } = useMemo(() => {
    const { data, size: count } = encode(url, { border: 2, ecc: 'M' });
    let d = '';
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { path: d, modules: count };
  }, [url]);
  return (
    <svg
      className="two-factor__qr"
      role="img"
      aria-label="QR code for your authenticator app"
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
