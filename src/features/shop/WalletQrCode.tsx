import { useMemo } from 'react';
import { encode } from 'uqr';

/** A wallet address as a QR code, drawn as one SVG path so it scales crisply and stays tiny. */
export function WalletQrCode({ address, size = 176 }: { address: string; size?: number }) {
  const { path, modules } = useMemo(() => {
    const { data, size: count } = encode(address, { border: 2 });
    let d = '';
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { path: d, modules: count };
  }, [address]);
  return (
    <svg
      className="shop__qr"
      role="img"
      aria-label={`QR code of the wallet address ${address}`}
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
