import type { TFinancePaymentDetail, TFinancePaymentSummary } from '@congrega/contract/admin/finance';
import type { THeldGrant } from '@congrega/contract/admin/grants';
import type { ConsoleContext } from '../../lib/console-context.ts';
import { consoleContext, heldGrant, renderConsole } from '../../test/render-console.tsx';
import { PaymentScreen } from './payment-screen.tsx';
import { PaymentsScreen } from './payments-screen.tsx';
import { PlaySubscriptionsScreen } from './play-subscriptions-screen.tsx';
import { ReceiptsScreen } from './receipts-screen.tsx';
import { RecurringGiftScreen } from './recurring-gift-screen.tsx';
import { RecurringGiftsScreen } from './recurring-gifts-screen.tsx';
import { UnknownWebhooksScreen } from './unknown-webhooks-screen.tsx';

/** Test only: a treasurer's grants, and payments as the server answers them. */
export { consoleContext };
export const financeGrant = (action: THeldGrant['action']): THeldGrant => heldGrant('finance', action);

export const summary = (id: number, over: Partial<TFinancePaymentSummary> = {}): TFinancePaymentSummary => ({
  id,
  codigo: `PED${String(id).padStart(4, '0')}`,
  status: 'aprovado',
  metodo: 'cartao_credito',
  destino: { tipo: 'doacao', descricao: 'Dízimo' },
  pagador: { usuarioId: 40 + (id % 3), nome: `Membro ${id}`, email: `m${id}@videira.demo` },
  moeda: 'BRL',
  valor: 15_000,
  taxas: 0,
  total: 15_000,
  estornado: 0,
  criadoEm: '2026-11-10T13:00:00.000Z',
  pagoEm: '2026-11-10T13:00:05.000Z',
  ...over,
});

export const detail = (over: Partial<TFinancePaymentDetail> = {}): TFinancePaymentDetail => ({
  ...summary(7, { pagador: { usuarioId: 41, nome: 'Maria Membro', email: 'membro@videira.demo' } }),
  pagador: { usuarioId: 41, nome: 'Maria Membro', email: 'membro@videira.demo', cpf: '529.982.247-25' },
  parcelas: 1,
  valorParcela: 15_000,
  idGatewayPagamento: 1,
  gatewayReferencia: 'sbx_ch_7',
  expiraEm: null,
  cartao: { bandeira: 'visa', ultimosDigitos: '1111' },
  itens: [{ motivo: { id: 3, nome: 'Dízimo' }, valor: 15_000 }],
  historico: [
    { em: '2026-11-10T13:00:00.000Z', status: 'pendente' },
    { em: '2026-11-10T13:00:05.000Z', status: 'aprovado' },
  ],
  webhooks: [
    {
      em: '2026-11-10T13:00:05.000Z',
      gateway: 'sandbox',
      eventoId: 'evt_1',
      tipo: 'status',
      status: 'aprovado',
      valor: 15_000,
      resultado: 'applied',
    },
  ],
  emails: [{ tipo: 'recibo', enviadoEm: '2026-11-10T13:00:06.000Z' }],
  vinculo: { tipo: 'doacao', idEvento: null, idInscricao: null, idDoacaoRecorrente: 5, idAssinatura: null },
  estornos: [],
  estornavel: 15_000,
  viaEstorno: 'gateway',
  pagoAposCancelamento: null,
  ...over,
});

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The finance screens at `url`, with the console's context and its toasts. */
export function renderFinance(url: string, context: ConsoleContext = consoleContext([financeGrant('admin')])) {
  return renderConsole(
    url,
    [
      { path: 'payments', element: <PaymentsScreen /> },
      { path: 'payments/:id', element: <PaymentScreen /> },
      { path: 'recurring', element: <RecurringGiftsScreen /> },
      { path: 'recurring/:id', element: <RecurringGiftScreen /> },
      { path: 'play', element: <PlaySubscriptionsScreen /> },
      { path: 'receipts', element: <ReceiptsScreen /> },
      { path: 'webhooks', element: <UnknownWebhooksScreen /> },
    ],
    context,
  );
}
