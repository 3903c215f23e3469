import { asc, eq } from 'drizzle-orm';
import { DEMO_PASSWORD, type SeedContext } from '../../db/seed-context.ts';
import { hashPassword } from '../../lib/password.ts';
import { congregacao } from '../church/church.schema.ts';
import { campoPersonalizado, conta, usuario, usuarioRole } from './accounts.schema.ts';

type Profile = Omit<typeof usuario.$inferInsert, 'igrejaId' | 'contaId' | 'email'>;

interface DemoLogin {
  email: string;
  active?: boolean;
  /** Client account per church slug. */
  clients: Record<string, Profile & { roles?: string[]; withCongregation?: boolean }>;
}

/** Documented demo logins (README), all with DEMO_PASSWORD. */
const DEMO_LOGINS: DemoLogin[] = [
  {
    email: 'membro@videira.demo',
    clients: {
      videira: {
        nome: 'Maria',
        sobrenome: 'Oliveira',
        telefone: '+55 11 98765-4321',
        dataNascimento: '1988-04-12',
        sexo: 'F',
        estadoCivil: 'casado',
        dataCasamento: '2012-09-15',
        quantidadeFilhos: 2,
        ocupacao: 'professor',
        cpf: '52998224725',
        cep: '01310100',
        logradouro: 'Avenida Paulista',
        numero: '1000',
        complemento: 'Apto 42',
        bairro: 'Bela Vista',
        cidade: 'São Paulo',
        estado: 'SP',
        pais: 'BR',
        tipoSanguineo: 'O+',
        alergias: 'Amendoim',
        camposPersonalizados: { batizado: 'Sim' },
        withCongregation: true,
      },
    },
  },
  {
    // The same Maria signed up again at a door with another e-mail and wrote her name in full: the console's
    // People lists the pair (same phone and birth date) as a possible duplicate to merge.
    email: 'maria.oliveira@videira.demo',
    clients: {
      videira: { nome: 'Maria', sobrenome: 'de Oliveira', telefone: '11 98765-4321', dataNascimento: '1988-04-12', sexo: 'F', pais: 'BR' },
    },
  },
  {
    email: 'irmao@videira.demo',
    clients: {
      videira: {
        nome: 'João',
        sobrenome: 'Pereira',
        telefone: '11 91234-5678',
        dataNascimento: '1975-11-03',
        sexo: 'M',
        estadoCivil: 'viuvo',
        ocupacao: 'aposentado',
        cpf: '11144477735',
        cidade: 'São Paulo',
        estado: 'SP',
        pais: 'BR',
      },
    },
  },
  {
    email: 'admin@videira.demo',
    clients: {
      videira: { nome: 'Paulo', sobrenome: 'Almeida', sexo: 'M', ocupacao: 'ministerio', pais: 'BR', roles: ['ROLE_ADMIN'] },
    },
  },
  {
    email: 'inativo@videira.demo',
    active: false,
    clients: { videira: { nome: 'Pedro', sobrenome: 'Santos', pais: 'BR' } },
  },
  {
    email: 'member@grace.demo',
    clients: {
      grace: { nome: 'John', sobrenome: 'Miller', sexo: 'M', estadoCivil: 'casado', cidade: 'Austin', estado: 'TX', pais: 'US' },
    },
  },
  {
    email: 'miembro@gracia.demo',
    clients: {
      gracia: { nome: 'Lucía', sobrenome: 'García', sexo: 'F', estadoCivil: 'solteiro', cidade: 'Madrid', pais: 'ES' },
    },
  },
];

/** Creates the demo provider accounts, their client accounts and roles, and videira's custom field. */
export async function seedAccounts(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const senhaHash = await hashPassword(DEMO_PASSWORD);

  const videira = ctx.churches.videira;
  if (videira) {
    // Optional, so registration without it keeps working; shows how church-specific fields render.
    await db.insert(campoPersonalizado).values({
      igrejaId: videira.id,
      chave: 'batizado',
      rotulo: 'Você é batizado(a)?',
      tipo: 'select',
      opcoes: ['Sim', 'Não'],
      ordem: 1,
    });
  }

  for (const login of DEMO_LOGINS) {
    const [account] = await db
      .insert(conta)
      .values({ email: login.email, senhaHash, flagAtivo: login.active ?? true })
      .returning({ id: conta.id });
    if (!account) throw new Error(`seed: account ${login.email} not created`);
    const clients: Record<string, number> = {};
    for (const [slug, { roles = [], withCongregation, ...profile }] of Object.entries(login.clients)) {
      const church = ctx.churches[slug];
      if (!church) continue;
      const [firstCongregation] = withCongregation
        ? await db
            .select({ id: congregacao.id })
            .from(congregacao)
            .where(eq(congregacao.igrejaId, church.id))
            .orderBy(asc(congregacao.id))
            .limit(1)
        : [];
      const [client] = await db
        .insert(usuario)
        .values({ ...profile, congregacaoId: firstCongregation?.id ?? null, igrejaId: church.id, contaId: account.id, email: login.email })
        .returning({ id: usuario.id });
      if (!client) throw new Error(`seed: client account ${login.email}@${slug} not created`);
      for (const role of roles) await db.insert(usuarioRole).values({ igrejaId: church.id, usuarioId: client.id, role });
      clients[slug] = client.id;
    }
    ctx.members[login.email] = { contaId: account.id, clients };
  }
}
