// The QR code of an e-ticket as an inline SVG: uqr encodes the text, the modules become one path. This
// module is loaded on demand (React.lazy in e-ticket.tsx), so the encoder stays out of every other page.
import { useMemo } from 'react';
import { encode } from 'uqr';
import { qrModulesPath } from '../../domain/e-tickets';

/** Four light modules around the code: the quiet zone scanners need (ISO/IEC 18004). */
const QUIET_ZONE = 4;

export default function TicketQr({ code, label }: { code: string; label: string }) {
  const qr = useMemo(() => encode(code, { ecc: 'M', border: QUIET_ZONE }), [code]);
  const path = useMemo(() => qrModulesPath(qr.data), [qr]);
  return (
    <svg
      className="e-ticket__qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
