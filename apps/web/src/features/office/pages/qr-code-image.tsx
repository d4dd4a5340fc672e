import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** A QR picture of `value` drawn here, so the two-factor secret never goes to a third-party QR service. */
export function QrCodeImage({ value, label, size = 184 }: { value: string; label: string; size?: number }) {
  const source = useMemo(() => {
    // Type 0 picks the smallest version that fits; level M survives a slightly blurred phone camera.
    const code = qrcode(0, 'M');
    code.addData(value);
    code.make();
    return code.createDataURL(4, 4);
  }, [value]);
  return (
    <img
      src={source}
      alt={label}
      width={size}
      height={size}
      style={{ imageRendering: 'pixelated', background: '#fff', borderRadius: 8 }}
      data-testid="two-factor-qr"
    />
  );
}
