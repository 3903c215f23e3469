import { randomBytes } from 'node:crypto';
import type { SeedContext } from '../../db/seed-context.ts';
import { DEMO_CHURCHES, DEMO_ORGANIZATION } from './church-seed-data.ts';
import {
  banner,
  congregacao,
  igreja,
  igrejaAppMenu,
  igrejaDominio,
  igrejaModulo,
  igrejaVisual,
  metodoPagamento,
  organizacao,
} from './church.schema.ts';

/**
 * Demo churches (first seed step): the organization rede-videira (videira, videira-norte, videira-sul),
 * grace (en, no prayer wall), gracia (es), the inactive fechada, and the custom domain
 * videira.example.org. Fills ctx.churches for the later steps.
 */
export async function seedChurches(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const [org] = await db.insert(organizacao).values(DEMO_ORGANIZATION).returning({ id: organizacao.id });
  if (!org) throw new Error('organization insert failed');

  for (const data of DEMO_CHURCHES) {
    const [church] = await db
      .insert(igreja)
      .values({
        slug: data.slug,
        codigo: data.codigo,
        nome: data.nome,
        idioma: data.idioma,
        moeda: data.moeda,
        ...(data.fusoHorario ? { fusoHorario: data.fusoHorario } : {}),
        flagAtivo: data.flagAtivo ?? true,
        organizacaoId: data.inOrganization ? org.id : null,
        ...data.profile,
      })
      .returning({ id: igreja.id, slug: igreja.slug, codigo: igreja.codigo, fusoHorario: igreja.fusoHorario });
    if (!church) throw new Error(`church insert failed: ${data.slug}`);
    const igrejaId = church.id;
    ctx.churches[church.slug] = church;

    if (data.domains?.length) {
      // The demo's domains answer at once: verified as if their TXT records had been found.
      const verified = { token: randomBytes(16).toString('hex'), verificadoEm: new Date() };
      await db.insert(igrejaDominio).values(data.domains.map((hostname) => ({ hostname, igrejaId, ...verified })));
    }
    if (data.modules.length) await db.insert(igrejaModulo).values(data.modules.map((m) => ({ ...m, igrejaId })));
    await db.insert(igrejaVisual).values({ ...data.visual, igrejaId });
    if (data.menu.length) {
      await db.insert(igrejaAppMenu).values(data.menu.map((m, i) => ({ ...m, ordem: i + 1, igrejaId })));
    }
    if (data.banners.length) {
      await db.insert(banner).values(data.banners.map((b, i) => ({ ...b, ordem: i + 1, igrejaId })));
    }
    if (data.congregations.length) await db.insert(congregacao).values(data.congregations.map((c) => ({ ...c, igrejaId })));
    if (data.paymentMethods.length) {
      await db.insert(metodoPagamento).values(data.paymentMethods.map((p) => ({ ...p, igrejaId })));
    }
  }
}
