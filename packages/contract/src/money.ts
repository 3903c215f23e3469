/**
 * Money formatting shared by the web and the server's texts (e-mails, error messages): Intl in the reader's locale
 * with the currency's sign. A locale without a sign of its own for the currency (Spanish writes "50,00 BRL") gets
 * its narrow sign instead ("50,00 R$"), so every language shows money the same way: a sign, never an ISO code.
 */
export function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    const symbol = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const sign = symbol.formatToParts(0).find((p) => p.type === 'currency')?.value;
    format =
      sign === currency.toUpperCase()
        ? new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
        : symbol;
    formats.set(key, format);
  }
  return format;
}
/** One format per locale and currency (building one costs far more than using it: a receipt formats dozens). */
const formats = new Map<string, Intl.NumberFormat>();

/** The currency's sign in `locale` ("R$", "$", "€"), as `currencyFormat` writes it. */
export function currencySign(locale: string, currency: string): string {
  return (
    currencyFormat(locale, currency)
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value ?? currency
  );
}
