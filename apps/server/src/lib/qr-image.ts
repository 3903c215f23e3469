import QRCode from 'qrcode';

/**
 * The Pix QR code image of a BR Code payload, with the `qrcode` package. Error correction M (15 %), as banks print
 * Pix codes: the payload is long (~150 characters) and a higher level makes the modules too small on a phone
 * screen. A quiet zone of 4 modules is what readers need around the symbol.
 */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** SVG markup (scalable; the browser shows it inline or as an <img> data URL). */
export function qrCodeSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { ...QR_OPTIONS, type: 'svg' });
}

/**
 * A square PNG data URL (`data:image/png;base64,...`) for e-mails and clients that cannot show SVG: at most `width`
 * pixels wide (`qrcode` rounds down to whole pixels per module, which keeps the modules sharp).
 */
export function qrCodePngDataUrl(payload: string, width = 320): Promise<string> {
  return QRCode.toDataURL(payload, { ...QR_OPTIONS, type: 'image/png', width });
}

/** The SVG as a data URL (`data:image/svg+xml;base64,...`), ready for an <img src>. */
export async function qrCodeSvgDataUrl(payload: string): Promise<string> {
  return `data:image/svg+xml;base64,${Buffer.from(await qrCodeSvg(payload)).toString('base64')}`;
}
