// The Node entry by name: TypeScript's bundler resolution does not pick bwip-js's "node" export condition.
import { toSVG } from 'bwip-js/node';

/**
 * The boleto's bar code image: the 44 digits as Interleaved 2 of 5 (FEBRABAN layout), no check character added
 * (the general check digit is already digit 5) and no human-readable text (the linha digitável is printed apart).
 * BWIPP's default wide elements are 3 narrow ones, the ratio FEBRABAN asks for; 13 mm high.
 */
export function boletoBarcodeSvg(barcode44: string): string {
  if (!/^\d{44}$/.test(barcode44)) throw new RangeError('a boleto bar code has 44 digits');
  return toSVG({
    bcid: 'interleaved2of5',
    text: barcode44,
    height: 13,
    scale: 2,
    includetext: false,
    includecheck: false,
    paddingwidth: 10,
  });
}
