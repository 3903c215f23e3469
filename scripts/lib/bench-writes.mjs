// Writes measured by `npm run bench` (reported beside the reads; no goal set for them yet).
import { randomUUID } from 'node:crypto';

/** POST /api/v1/pagamento/ (a Pix donation: BR Code and QR image made per payment), a new Idempotency-Key per request. */
export async function benchPaymentCreate({ request, load, base, host, member, churchId }) {
  const reasons = (await request('/api/v1/igreja/videira/pagamento-motivo/?doacao=true', { headers: { host } })).json();
  const body = JSON.stringify({ igreja: churchId, metodoPagamento: 'pix', motivos: [{ id: reasons[0].id, valor: 2500 }] });
  const headers = { ...member, 'content-type': 'application/json' };
  const first = await request('/api/v1/pagamento/', { method: 'POST', headers: { ...headers, 'idempotency-key': randomUUID() }, body });
  if (first.status !== 201) throw new Error(`payment create failed: ${first.status}`);
  const result = await load(`${base}/api/v1/pagamento/`, { headers, method: 'POST', body, idempotent: true });
  return { path: 'POST /api/v1/pagamento/ (member, Pix)', ...result };
}

export function printWrites(engines) {
  console.log('\nWrites (reported, no goal yet): every request a new payment');
  for (const { engine, writes = [] } of engines) {
    for (const r of writes) {
      console.log(
        `${engine.padEnd(9)} ${r.path.padEnd(47)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  non-2xx ${r.non2xx}`,
      );
    }
  }
}
