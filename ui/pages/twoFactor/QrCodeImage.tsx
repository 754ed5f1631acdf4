import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** The otpauth:// URI drawn as a QR code image (generated in the browser, nothing leaves it). */
export function QrCodeImage({ uri, alt, loadingLabel }: { uri: string; alt: string; loadingLabel: string }) {
  const [image, setImage] = useState<{ uri: string; src: string } | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(uri, { margin: 1, width: 208, errorCorrectionLevel: 'M' })
      .then((src) => current && setImage({ uri, src }))
      .catch(() => current && setImage(null));
    return () => {
      current = false;
    };
  }, [uri]);
  if (image?.uri !== uri) return <div className="qr-image qr-loading" role="progressbar" aria-label={loadingLabel} />;
  return <img className="qr-image" src={image.src} alt={alt} width={208} height={208} />;
}
