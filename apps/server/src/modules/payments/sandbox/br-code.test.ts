import { describe, expect, it } from 'vitest';
import { brCodeText, buildBrCode, crc16CcittFalse, encodeBrCode, parseBrCode, pixKeyValid, type TPixKeyType } from './br-code.ts';

/** The example of the Banco Central's "Manual de Padrões para Iniciação do Pix" (static code, random key). */
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const BCB_FIELDS = { key: '123e4567-e12b-12d1-a456-426655440000', merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA' };

/** Rewrites the CRC of a payload whose body was edited, so a test reaches the check after the CRC. */
function withCrc(payloadWithoutCrc: string): string {
  return payloadWithoutCrc + crc16CcittFalse(payloadWithoutCrc).toString(16).toUpperCase().padStart(4, '0');
}

describe('crc16CcittFalse', () => {
  it('gives the catalogue check value 0x29B1 for "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
  });
  it('starts from 0xFFFF', () => {
    expect(crc16CcittFalse('')).toBe(0xffff);
  });
});

describe('the Banco Central example', () => {
  it('parses with a valid CRC', () => {
    expect(parseBrCode(BCB_EXAMPLE)).toEqual(BCB_FIELDS);
  });
  it('is rebuilt exactly from its fields', () => {
    expect(encodeBrCode(BCB_FIELDS)).toBe(BCB_EXAMPLE);
    expect(encodeBrCode(parseBrCode(BCB_EXAMPLE)!)).toBe(BCB_EXAMPLE);
  });
  it('is refused once a character or the CRC changes', () => {
    expect(parseBrCode(BCB_EXAMPLE.replace('Fulano', 'Fulana'))).toBeNull();
    expect(parseBrCode(BCB_EXAMPLE.replace(/1D3D$/, '1D3E'))).toBeNull();
    expect(parseBrCode(BCB_EXAMPLE.slice(0, -1))).toBeNull();
    expect(parseBrCode(BCB_EXAMPLE.replace(/1D3D$/, '1d3d'))).toEqual(BCB_FIELDS);
  });
});

describe('buildBrCode', () => {
  const base = { key: '52998224725', keyType: 'cpf' as const, merchantName: 'Igreja Batista', merchantCity: 'Curitiba' };

  it('writes every field in order, amount with two decimals and a single-use txid', () => {
    const code = buildBrCode({ ...base, amountCents: 1050, txid: 'P7K2M9Q4R1T8V' });
    expect(code).toBe(
      withCrc(
        '000201' +
          '010212' +
          '26330014br.gov.bcb.pix011152998224725' +
          '52040000' +
          '5303986' +
          '540510.50' +
          '5802BR' +
          '5914IGREJA BATISTA' +
          '6008CURITIBA' +
          '62170513P7K2M9Q4R1T8V' +
          '6304',
      ),
    );
    expect(parseBrCode(code)).toEqual({
      key: '52998224725',
      merchantName: 'IGREJA BATISTA',
      merchantCity: 'CURITIBA',
      amountCents: 1050,
      txid: 'P7K2M9Q4R1T8V',
      singleUse: true,
    });
  });

  it.each([
    [1, '0.01'],
    [99, '0.99'],
    [100, '1.00'],
    [123_456_789, '1234567.89'],
  ])('writes %s cents as %s', (amountCents, text) => {
    const code = buildBrCode({ ...base, amountCents });
    expect(code).toContain(`54${String(text.length).padStart(2, '0')}${text}5802BR`);
    expect(parseBrCode(code)?.amountCents).toBe(amountCents);
  });

  it('leaves field 54 out for amount 0 or none, and writes a reusable code without txid', () => {
    for (const amountCents of [0, undefined]) {
      const code = buildBrCode({ ...base, amountCents });
      expect(code).not.toMatch(/5303986 ?54/);
      expect(code).toContain('5303986' + '5802BR');
      expect(code.startsWith('000201' + '26')).toBe(true);
      expect(code).toContain('62070503***');
      expect(parseBrCode(code)).toEqual({ key: '52998224725', merchantName: 'IGREJA BATISTA', merchantCity: 'CURITIBA' });
    }
  });

  it('strips accents, upper-cases and cuts name (25) and city (15)', () => {
    const code = buildBrCode({ ...base, merchantName: 'Igreja São João  da Paróquia Nova', merchantCity: 'São José dos Campos' });
    const parsed = parseBrCode(code)!;
    expect(parsed.merchantName).toBe('IGREJA SAO JOAO DA PAROQU');
    expect(parsed.merchantCity).toBe('SAO JOSE DOS CA');
    expect(brCodeText('  Coração\tde Jesus ✝ ', 25)).toBe('CORACAO DE JESUS');
    expect(brCodeText('Ação Social ', 5)).toBe('ACAO');
  });

  it('keeps a description that fits in field 26 and cuts a long one', () => {
    const short = parseBrCode(buildBrCode({ ...base, description: 'Doação de dízimo' }))!;
    expect(short.description).toBe('DOACAO DE DIZIMO');
    const key = 'a'.repeat(60) + '@example.com';
    const long = parseBrCode(buildBrCode({ ...base, keyType: 'email', key, description: 'x'.repeat(100) }))!;
    expect(long.description).toBe('X'.repeat(99 - 18 - 4 - key.length - 4));
    expect(
      parseBrCode(buildBrCode({ ...base, keyType: 'email', key: 'a'.repeat(65) + '@example.com', description: 'x' }))!.description,
    ).toBeUndefined();
  });

  it.each<[TPixKeyType, string]>([
    ['cpf', '52998224725'],
    ['cnpj', '11222333000181'],
    ['cnpj', '12ABC34501DE35'],
    ['email', 'tesouraria@igreja.org.br'],
    ['phone', '+5561912345678'],
    ['random', '123e4567-e12b-12d1-a456-426655440000'],
  ])('carries a %s key (%s) and reads it back', (keyType, key) => {
    const code = buildBrCode({ ...base, keyType, key, amountCents: 2500, txid: 'ABC123' });
    expect(parseBrCode(code)).toMatchObject({ key, amountCents: 2500, txid: 'ABC123' });
  });

  it('lets the caller choose field 01', () => {
    expect(buildBrCode({ ...base, txid: 'ABC', singleUse: false })).not.toContain('010212');
    expect(buildBrCode({ ...base, singleUse: true })).toContain('000201010212');
    expect(parseBrCode(encodeBrCode({ ...BCB_FIELDS, singleUse: false }))?.singleUse).toBe(false);
  });

  it('refuses a code nobody could pay', () => {
    expect(() => buildBrCode({ ...base, key: '' })).toThrow(RangeError);
    expect(() => buildBrCode({ ...base, key: '52998224724' })).toThrow(RangeError);
    expect(() => buildBrCode({ ...base, keyType: undefined, key: 'x'.repeat(78) })).toThrow(RangeError);
    expect(() => buildBrCode({ ...base, txid: 'P-123' })).toThrow(RangeError);
    expect(() => buildBrCode({ ...base, txid: 'A'.repeat(26) })).toThrow(RangeError);
    expect(() => buildBrCode({ ...base, amountCents: 10.5 })).toThrow(RangeError);
    expect(() => buildBrCode({ ...base, amountCents: -1 })).toThrow(RangeError);
    expect(() => buildBrCode({ ...base, merchantName: 'ÇÃ ✝' })).not.toThrow();
    expect(() => buildBrCode({ ...base, merchantName: '✝' })).toThrow(RangeError);
    expect(() => encodeBrCode({ ...BCB_FIELDS, merchantName: 'São' })).toThrow(RangeError);
  });
});

describe('parseBrCode', () => {
  it('accepts the GUI in upper case, unknown fields and a trailing newline', () => {
    const code = withCrc(
      '00020126580014BR.GOV.BCB.PIX0136123e4567-e12b-12d1-a456-4266554400005204000053039865406130.005802BR5913Fulano de Tal6008BRASILIA610870000000' +
        '62070503***80090005hello6304',
    );
    expect(parseBrCode(`${code}\n`)).toEqual({ ...BCB_FIELDS, amountCents: 13_000 });
  });
  it.each([
    ['not a BR Code', 'hello'],
    ['empty', ''],
    ['another GUI', BCB_EXAMPLE.replace('br.gov.bcb.pix', 'br.gov.bcb.pxx').slice(0, -4)],
    ['another currency', BCB_EXAMPLE.replace('5303986', '5303840').slice(0, -4)],
    ['another country', BCB_EXAMPLE.replace('5802BR', '5802US').slice(0, -4)],
    ['a bad amount', BCB_EXAMPLE.replace('5802BR', '54041,005802BR').slice(0, -4)],
    ['a bad field 01', BCB_EXAMPLE.replace('000201', '000201010213').slice(0, -4)],
    ['a length past the end', BCB_EXAMPLE.replace('6008BRASILIA', '6009BRASILIA').slice(0, -4)],
    ['a repeated field', BCB_EXAMPLE.replace('5802BR', '5802BR5802BR').slice(0, -4)],
    ['no key', '00020126180014br.gov.bcb.pix5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304'],
    ['a dynamic code (URL, no key)', '00020126360014br.gov.bcb.pix2514pix.example/x15204000053039865802BR5901A6001B62070503***6304'],
  ])('refuses %s, even with a right CRC', (_label, body) => {
    expect(parseBrCode(body.endsWith('6304') ? withCrc(body) : body)).toBeNull();
  });
});

describe('pixKeyValid', () => {
  it.each<[TPixKeyType, string, boolean]>([
    ['cpf', '52998224725', true],
    ['cpf', '529.982.247-25', false],
    ['cpf', '52998224724', false],
    ['cpf', '11111111111', false],
    ['cnpj', '11222333000181', true],
    ['cnpj', '11.222.333/0001-81', false],
    ['cnpj', '11222333000182', false],
    ['cnpj', '00000000000000', false],
    ['cnpj', '12ABC34501DE35', true],
    ['cnpj', '12ABC34501DE36', false],
    ['cnpj', '12abc34501de35', false],
    ['email', 'fulano@example.com', true],
    ['email', 'fulano.de.tal+pix@igreja.org.br', true],
    ['email', 'Fulano@Example.com', false],
    ['email', 'fulano@localhost', false],
    ['email', 'fulano example.com', false],
    ['email', `${'a'.repeat(66)}@example.com`, false],
    ['phone', '+5561912345678', true],
    ['phone', '+5511987654321', true],
    ['phone', '5561912345678', false],
    ['phone', '+556191234567', false],
    ['phone', '+5561812345678', false],
    ['phone', '+5501912345678', false],
    ['phone', '+14155552671', false],
    ['random', '123e4567-e12b-12d1-a456-426655440000', true],
    ['random', 'f47ac10b-58cc-4372-a567-0e02b2c3d479', true],
    ['random', 'F47AC10B-58CC-4372-A567-0E02B2C3D479', false],
    ['random', 'f47ac10b58cc4372a5670e02b2c3d479', false],
  ])('%s %s -> %s', (type, key, valid) => {
    expect(pixKeyValid(type, key)).toBe(valid);
  });
  it('refuses an unknown type', () => {
    expect(pixKeyValid('iban' as TPixKeyType, 'x')).toBe(false);
  });
});
