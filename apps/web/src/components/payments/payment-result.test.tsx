import type { TPayment } from '@congrega/contract/payments/payment';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentResult } from './payment-result.tsx';
import { paymentResultKey, type PaymentResultKey } from './payment-result-key.ts';
import { testPayment } from './test-payment.ts';

afterEach(cleanup);

describe('the thank-you message of each row of the payment result table (spec section 4)', () => {
  it.each<[TPayment['metodoPagamento'], TPayment['status'], PaymentResultKey]>([
    ['cartao_credito', 'aprovado', 'cardApproved'],
    ['cartao_credito', 'em_aberto', 'cardProcessing'],
    ['cartao_credito', 'em_analise', 'cardProcessing'],
    ['cartao_credito', 'pendente', 'cardProcessing'],
    ['boleto', 'em_analise', 'boletoPending'],
    ['boleto', 'pendente', 'boletoPending'],
    ['dinheiro', 'aguardando', 'cashWaiting'],
    ['carteira_digital', 'aguardando', 'walletWaiting'],
    ['pix', 'pendente', 'pixPending'],
    ['ach', 'aprovado', 'achApproved'],
    ['ach', 'nao_aprovado', 'achSent'],
    [null, 'gratuito', 'free'],
    ['pix', 'aprovado', 'paid'],
    ['boleto', 'cancelado', 'canceled'],
    ['cartao_credito', 'estornado', 'refunded'],
    ['cartao_credito', 'nao_aprovado', 'cardDeclined'],
  ])('%s / %s -> %s', (method, status, key) => {
    expect(paymentResultKey({ metodoPagamento: method, status })).toBe(key);
    render(<PaymentResult payment={testPayment({ metodoPagamento: method, status })} instructions={false} />);
    expect(screen.getByText(`result.${key}`)).toBeTruthy();
  });

  it('Pix waiting: the QR code, the copy-and-paste code with a copy button and the time left', () => {
    const expiraEm = new Date(Date.now() + 10 * 60_000).toISOString();
    const pix = {
      copiaECola: '00020126360014BR.GOV.BCB.PIX0114financeiro@x5204000053039865802BR',
      qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
      expiraEm,
    };
    render(<PaymentResult payment={testPayment({ pix })} />);
    expect(screen.getByText('result.pixPending')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'instructions.pixQr' }).getAttribute('src')).toBe(pix.qrCode);
    expect((screen.getByLabelText('instructions.pixCode') as HTMLTextAreaElement).value).toBe(pix.copiaECola);
    expect(screen.getByRole('button', { name: 'instructions.copyCode' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^(10:00|09:5\d)$/);
  });

  it('boleto waiting: the line to copy and the barcode; wallet app waiting: a link to the app', () => {
    const boleto = {
      linhaDigitavel: '00190.00009 01234.567890',
      codigoBarras: '0019',
      imagemCodigoBarras: 'data:image/svg+xml;base64,PHN2Zy8+',
      vencimento: '2026-03-13',
    };
    render(<PaymentResult payment={testPayment({ metodoPagamento: 'boleto', boleto })} />);
    expect((screen.getByLabelText('instructions.boletoLine') as HTMLTextAreaElement).value).toBe(boleto.linhaDigitavel);
    expect(screen.getByRole('img', { name: 'instructions.boletoBarcode' })).toBeTruthy();
    cleanup();
    const carteiraDigital = { link: 'congrega-wallet://pagar?pedido=PED-0001', expiraEm: '2026-03-11T12:00:00.000Z' };
    render(<PaymentResult payment={testPayment({ metodoPagamento: 'carteira_digital', status: 'aguardando', carteiraDigital })} />);
    expect(screen.getByRole('link', { name: 'instructions.walletOpen' }).getAttribute('href')).toBe(carteiraDigital.link);
  });

  it('never links a script URL as the wallet app', () => {
    const carteiraDigital = { link: 'javascript:alert(1)', expiraEm: '2026-03-11T12:00:00.000Z' };
    render(<PaymentResult payment={testPayment({ metodoPagamento: 'carteira_digital', status: 'aguardando', carteiraDigital })} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
