import { QRCodeSVG } from 'qrcode.react';

/** The QR code itself (its own chunk: the encoder is not needed for a page's first screen). */
export default function QrCode({ value, size, label }: { value: string; size: number; label: string }) {
  return <QRCodeSVG value={value} size={size} title={label} role="img" aria-label={label} />;
}
