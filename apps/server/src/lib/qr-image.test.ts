import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { buildBrCode } from '../modules/payments/sandbox/br-code.ts';
import { qrCodePngDataUrl, qrCodeSvg } from './qr-image.ts';

const PAYLOAD = buildBrCode({
  key: '52998224725',
  keyType: 'cpf',
  merchantName: 'Igreja Batista',
  merchantCity: 'Curitiba',
  amountCents: 1050,
  txid: 'P7K2M9Q4R1T8V',
});

describe('qrCodeSvg', () => {
  it('draws the payload at error correction M with a 4-module quiet zone', async () => {
    const svg = await qrCodeSvg(PAYLOAD);
    const symbol = QRCode.create(PAYLOAD, { errorCorrectionLevel: 'M' });
    const size = symbol.modules.size + 8;
    expect(svg).toMatch(/^<svg[^>]*>/);
    expect(svg).toContain(`viewBox="0 0 ${size} ${size}"`);
    expect(svg).toBe(await QRCode.toString(PAYLOAD, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }));
  });
  it('gives different images for different payloads', async () => {
    const other = buildBrCode({ key: '52998224725', merchantName: 'Igreja Batista', merchantCity: 'Curitiba', amountCents: 1051 });
    expect(await qrCodeSvg(other)).not.toBe(await qrCodeSvg(PAYLOAD));
  });
});

describe('qrCodePngDataUrl', () => {
  it('is a square PNG data URL of at most the asked width (whole pixels per module)', async () => {
    const url = await qrCodePngDataUrl(PAYLOAD, 256);
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(url.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(width).toBe(height);
    expect(width).toBeLessThanOrEqual(256);
    expect(width).toBeGreaterThan(256 - QRCode.create(PAYLOAD, { errorCorrectionLevel: 'M' }).modules.size - 8);
  });
});
