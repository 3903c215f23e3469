import { PRESET_GRANTS, type TGrantPreset } from '@congrega/contract/admin/grants';
import { and, asc, eq, gte, isNotNull } from 'drizzle-orm';
import { DEMO_PASSWORD, type SeedContext } from '../../db/seed-context.ts';
import { hashPassword } from '../../lib/password.ts';
import { conta, usuario } from '../accounts/accounts.schema.ts';
import { evento } from '../events/events.schema.ts';
import { celula, celulaLider } from '../groups/groups.schema.ts';
import { staffGrant, staffTotp } from './admin.schema.ts';
import { DEMO_PREFIX } from './totp.ts';

/**
 * The staff console's demo (README "Demo logins"): one login per preset at videira beside admin@videira.demo
 * (ROLE_ADMIN = church admin), and the demo admin's TOTP secret, published in the README so a tester can add it
 * to an authenticator. DEMO ONLY: a published secret protects nothing.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPCONGREGADEMO2345';
/** financeiro@videira.demo: a second treasurer whose second factor is on from the start (the money console's demo). */
export const DEMO_FINANCE_TOTP_SECRET = 'JBSWY3DPEHPK3PXPCONGREGAFINANCE2';
/** contagem@videira.demo: the offering counter (counter preset: its grant is money, so it needs the second factor). */
export const DEMO_COUNTER_TOTP_SECRET = 'JBSWY3DPEHPK3PXPCONGREGACOUNTER2';

const STAFF: Array<{ email: string; nome: string; preset: TGrantPreset; totp?: string }> = [
  { email: 'conteudo@videira.demo', nome: 'Carla', preset: 'content_editor' },
  { email: 'tesouraria@videira.demo', nome: 'Tiago', preset: 'finance' },
  { email: 'financeiro@videira.demo', nome: 'Fernanda', preset: 'finance', totp: DEMO_FINANCE_TOTP_SECRET },
  { email: 'contagem@videira.demo', nome: 'Célia', preset: 'counter', totp: DEMO_COUNTER_TOTP_SECRET },
  { email: 'pastor@videira.demo', nome: 'Paulo', preset: 'pastor' },
  { email: 'lider@videira.demo', nome: 'Lucas', preset: 'cell_leader' },
  { email: 'anfitriao@videira.demo', nome: 'Ana', preset: 'chat_host' },
  { email: 'portaria@videira.demo', nome: 'Pedro', preset: 'door_staff' },
];

export async function seedAdmin(ctx: SeedContext): Promise<void> {
  const videira = ctx.churches.videira;
  if (!videira) return;
  const { db } = ctx;
  const admin = ctx.members['admin@videira.demo'];
  if (admin)
    await db
      .insert(staffTotp)
      .values({ contaId: admin.contaId, segredoCifrado: `${DEMO_PREFIX}${DEMO_ADMIN_TOTP_SECRET}`, confirmadoEm: new Date() });
  const [cell] = await db.select({ id: celula.id }).from(celula).where(eq(celula.igrejaId, videira.id)).orderBy(asc(celula.id)).limit(1);
  // Door staff keep the door of the next event held in a place (the youth night of the demo), not of one already
  // over or online only.
  const [event] = await db
    .select({ id: evento.id })
    .from(evento)
    .where(and(eq(evento.igrejaId, videira.id), gte(evento.dataInicio, new Date()), isNotNull(evento.localNome)))
    .orderBy(asc(evento.dataInicio))
    .limit(1);
  const scopes = { cell: cell?.id, event: event?.id, service: undefined };
  const senhaHash = await hashPassword(DEMO_PASSWORD);
  for (const person of STAFF) {
    const [account] = await db.insert(conta).values({ email: person.email, senhaHash, flagAtivo: true }).returning({ id: conta.id });
    const [client] = await db
      .insert(usuario)
      .values({ igrejaId: videira.id, contaId: account!.id, email: person.email, nome: person.nome, sobrenome: 'Equipe', pais: 'BR' })
      .returning({ id: usuario.id });
    ctx.members[person.email] = { contaId: account!.id, clients: { videira: client!.id } };
    if (person.totp)
      await db.insert(staffTotp).values({ contaId: account!.id, segredoCifrado: `${DEMO_PREFIX}${person.totp}`, confirmadoEm: new Date() });
    // The cell leader leads, in the member app too, the cell their grant is scoped to (Bela Vista): its roster,
    // meetings and health are theirs to keep.
    // (He takes the place of the groups seed's leader there.)
    if (person.preset === 'cell_leader' && cell) {
      await db.delete(celulaLider).where(and(eq(celulaLider.igrejaId, videira.id), eq(celulaLider.celulaId, cell.id)));
      await db.insert(celulaLider).values({ igrejaId: videira.id, celulaId: cell.id, usuarioId: client!.id });
    }
    const grants = PRESET_GRANTS[person.preset].filter((g) => !g.scopeKind || scopes[g.scopeKind] !== undefined);
    if (!grants.length) continue;
    await db.insert(staffGrant).values(
      grants.map((g) => ({
        igrejaId: videira.id,
        usuarioId: client!.id,
        area: g.area,
        action: g.action,
        scopeKind: g.scopeKind ?? null,
        scopeId: g.scopeKind ? (scopes[g.scopeKind] ?? null) : null,
        preset: person.preset,
        grantedBy: admin?.clients.videira ?? null,
      })),
    );
  }
}
