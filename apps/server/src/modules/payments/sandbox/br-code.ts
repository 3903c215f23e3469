import { isValidCpf } from '@congrega/contract/validators';

/**
 * Pix "copia e cola" BR Code (EMV QRCPS merchant-presented mode, as profiled by the Banco Central's "Manual de
 * Padrões para Iniciação do Pix"): a string of ID-length-value fields closed by a CRC16. The sandbox gateway writes
 * static codes (the key itself in field 26, no location URL) and the sandbox bank reads them back. Written here
 * rather than with a library: it is small, and the choices below (field 01, text clean-up) are ours to make.
 *
 * Field 01 (point of initiation): '12' ("use once") is written when the code names one payment, which `buildBrCode`
 * assumes whenever a txid is given (the sandbox passes the payment's unique order code); a code without txid is
 * reusable and omits the field, as the manual's own example does. '11' is only written when asked for explicitly.
 */

export const PIX_GUI = 'br.gov.bcb.pix';
export const PIX_KEY_MAX = 77;
export const MERCHANT_NAME_MAX = 25;
export const MERCHANT_CITY_MAX = 15;
export const TXID_MAX = 25;
/** Field 62-05 when there is no transaction id. */
const NO_TXID = '***';
const MAX_AMOUNT_CENTS = 999_999_999_999; // "9999999999.99": field 54 holds 13 characters

export type TPixKeyType = 'cpf' | 'cnpj' | 'email' | 'phone' | 'random';

/** The fields a static Pix BR Code carries (the rest are fixed: MCC 0000, currency 986, country BR). */
export interface TBrCodeFields {
  key: string;
  /** Free text shown to the payer (field 26-02). */
  description?: string;
  merchantName: string;
  merchantCity: string;
  /** Cents; absent or 0 = the payer types the amount (no field 54). */
  amountCents?: number;
  /** Field 62-05, [A-Za-z0-9]{1,25}; absent = '***'. */
  txid?: string;
  /** Field 01: true = '12' (use once), false = '11' (reusable), absent = no field. */
  singleUse?: boolean;
}

/** CRC16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR) of the text's UTF-8 bytes. */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

function crcHex(text: string): string {
  return crc16CcittFalse(text).toString(16).toUpperCase().padStart(4, '0');
}

const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`BR Code field ${id} is longer than 99 characters`);
  if (!PRINTABLE_ASCII.test(value)) throw new RangeError(`BR Code field ${id} must be printable ASCII`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

function amountText(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > MAX_AMOUNT_CENTS) throw new RangeError(`invalid Pix amount ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * Writes exactly the given fields (checked, never altered) and appends the CRC. `buildBrCode` is the one to use
 * for payments; this one reproduces published examples and round-trips `parseBrCode`.
 */
export function encodeBrCode(fields: TBrCodeFields): string {
  const { key, description, merchantName, merchantCity, amountCents, txid, singleUse } = fields;
  if (key.length === 0 || key.length > PIX_KEY_MAX) throw new RangeError('Pix key must have 1 to 77 characters');
  if (merchantName.length === 0 || merchantName.length > MERCHANT_NAME_MAX)
    throw new RangeError('merchant name must have 1 to 25 characters');
  if (merchantCity.length === 0 || merchantCity.length > MERCHANT_CITY_MAX)
    throw new RangeError('merchant city must have 1 to 15 characters');
  if (txid !== undefined && !/^[A-Za-z0-9]{1,25}$/.test(txid)) throw new RangeError('txid must be 1 to 25 letters or digits');
  const account = field('00', PIX_GUI) + field('01', key) + (description ? field('02', description) : '');
  const body = [
    field('00', '01'),
    singleUse === undefined ? '' : field('01', singleUse ? '12' : '11'),
    field('26', account),
    field('52', '0000'),
    field('53', '986'),
    amountCents ? field('54', amountText(amountCents)) : '',
    field('58', 'BR'),
    field('59', merchantName),
    field('60', merchantCity),
    field('62', field('05', txid ?? NO_TXID)),
    '6304',
  ].join('');
  return body + crcHex(body);
}

/**
 * Text as banks print it on BR Codes: accents stripped (São -> SAO), anything outside printable ASCII dropped,
 * blanks collapsed, upper case, cut to `max` characters.
 */
export function brCodeText(text: string, max: number): string {
  const plain = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/[^\x20-\x7E]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim()
    .toUpperCase();
  return plain.slice(0, max).trimEnd();
}

export interface TBuildBrCodeInput extends TBrCodeFields {
  /** When given, the key is checked against its type (`pixKeyValid`). */
  keyType?: TPixKeyType;
}

/**
 * The Pix copia-e-cola code of one payment: name and city cleaned by `brCodeText`, description cleaned and cut to
 * what fits in field 26, single use whenever there is a txid (see the file comment). Throws RangeError on a
 * missing or invalid key or txid: a code nobody can pay must not be shown.
 */
export function buildBrCode(input: TBuildBrCodeInput): string {
  const { keyType, key, txid } = input;
  if (keyType !== undefined && !pixKeyValid(keyType, key)) throw new RangeError(`invalid Pix key for type ${keyType}`);
  const room = 99 - (4 + PIX_GUI.length) - (4 + key.length) - 4;
  const description = input.description === undefined ? undefined : brCodeText(input.description, Math.max(0, room)) || undefined;
  const singleUse = input.singleUse ?? txid !== undefined;
  return encodeBrCode({
    key,
    description,
    merchantName: brCodeText(input.merchantName, MERCHANT_NAME_MAX),
    merchantCity: brCodeText(input.merchantCity, MERCHANT_CITY_MAX),
    amountCents: input.amountCents,
    txid,
    singleUse: singleUse || undefined,
  });
}

/** ID-length-value fields of one level; null when malformed, truncated or an id repeats. */
function parseFields(text: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) return null;
    const id = head.slice(0, 2);
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length || fields.has(id)) return null;
    fields.set(id, value);
    at += 4 + length;
  }
  return fields;
}

function parseAmount(text: string | undefined): number | undefined | null {
  if (text === undefined) return undefined;
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * Reads a static Pix BR Code back into its fields, or null when it is not one: bad structure, wrong CRC (checked
 * over everything up to and including "6304", hex in either case), not BRL/BR, no Pix GUI or no key (a dynamic
 * code carries a URL instead of a key: the sandbox never issues those). Unknown fields (templates 80-99) are skipped.
 */
export function parseBrCode(payload: string): TBrCodeFields | null {
  const text = payload.trim();
  const crc = /6304([0-9A-Fa-f]{4})$/.exec(text);
  if (!crc || !text.startsWith('000201')) return null;
  const body = text.slice(0, -8);
  if (crcHex(`${body}6304`) !== crc[1]!.toUpperCase()) return null;
  const top = parseFields(body);
  const account = parseFields(top?.get('26') ?? '');
  const additional = parseFields(top?.get('62') ?? '');
  if (!top || !account || !additional) return null;
  if (account.get('00')?.toLowerCase() !== PIX_GUI || !account.get('01')) return null;
  if (top.get('53') !== '986' || top.get('58') !== 'BR' || !top.get('59') || !top.get('60')) return null;
  const amountCents = parseAmount(top.get('54'));
  const initiation = top.get('01');
  const txid = additional.get('05');
  if (amountCents === null || (initiation !== undefined && initiation !== '11' && initiation !== '12')) return null;
  const fields: TBrCodeFields = { key: account.get('01')!, merchantName: top.get('59')!, merchantCity: top.get('60')! };
  if (account.has('02')) fields.description = account.get('02');
  if (amountCents !== undefined) fields.amountCents = amountCents;
  if (txid !== undefined && txid !== NO_TXID) fields.txid = txid;
  if (initiation !== undefined) fields.singleUse = initiation === '12';
  return fields;
}

/**
 * CNPJ check digits, numeric or the alphanumeric CNPJ the Receita Federal issues from July 2026 (12 characters of
 * [0-9A-Z] then two numeric check digits; each character counts as its char code - 48, so digits are unchanged).
 */
function isValidCnpj(cnpj: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || /^(.)\1{13}$/.test(cnpj)) return false;
  const checkDigit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += (cnpj.charCodeAt(length - 1 - i) - 48) * ((i % 8) + 2);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return checkDigit(12) === Number(cnpj[12]) && checkDigit(13) === Number(cnpj[13]);
}

const EMAIL_KEY = /^[a-z0-9.!#$&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const RANDOM_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A Pix key in the form the DICT stores and BR Codes carry: CPF 11 digits and CNPJ 14 characters without
 * punctuation (valid check digits); e-mail in lower case, at most 77 characters; phone as +55, area code and a
 * nine-digit mobile number (Pix phone keys are mobiles); random (EVP) a lower-case UUID of any version.
 */
export function pixKeyValid(type: TPixKeyType, key: string): boolean {
  switch (type) {
    case 'cpf':
      return /^\d{11}$/.test(key) && isValidCpf(key);
    case 'cnpj':
      return isValidCnpj(key);
    case 'email':
      return key.length <= PIX_KEY_MAX && EMAIL_KEY.test(key);
    case 'phone':
      return /^\+55[1-9]{2}9\d{8}$/.test(key);
    case 'random':
      return RANDOM_KEY.test(key);
    default:
      return false;
  }
}
