// Members for the People bench (scripts/bench-people.mjs): one INSERT ... SELECT per church over generate_series,
// names, e-mails, phones and CPFs drawn deterministically from the row number (same data every run).
import { sql } from 'drizzle-orm';

const FIRST = [
  'Ana',
  'Maria',
  'João',
  'José',
  'Pedro',
  'Paulo',
  'Lucas',
  'Mateus',
  'Gabriel',
  'Rafael',
  'Juliana',
  'Fernanda',
  'Beatriz',
  'Camila',
  'Larissa',
  'Letícia',
  'Bruno',
  'Rodrigo',
  'Marcos',
  'Antônio',
  'Francisco',
  'Carlos',
  'Luiz',
  'Daniel',
  'Débora',
  'Raquel',
  'Rebeca',
  'Sara',
  'Ester',
  'Rute',
  'Priscila',
  'Tiago',
  'Felipe',
  'André',
  'Eduardo',
  'Gustavo',
  'Vitória',
  'Isabela',
  'Helena',
  'Alice',
  'Laura',
  'Valentina',
  'Samuel',
  'Davi',
  'Miguel',
  'Arthur',
  'Heitor',
  'Bernardo',
  'Roberta',
  'Simone',
  'Patrícia',
  'Adriana',
  'Márcia',
  'Sandra',
  'Cláudia',
  'Zuleica',
  'Gilberto',
  'Roberto',
  'Alberto',
  'Sebastião',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Santana',
  'Teixeira',
  'Araújo',
  'Barros',
  'Batista',
  'Campos',
  'Castro',
];

const arr = (xs) => sql.raw(`array[${xs.map((x) => `'${x}'`).join(',')}]`);

/** `count` members at `churchId` with `conta` accounts; returns the church's congregations (8 of them). */
async function seedChurch(db, churchId, count, tag) {
  const congregations = [];
  for (let i = 0; i < 8; i++) {
    const r = await db.execute(sql`insert into congregacao (igreja_id, nome) values (${churchId}, ${`Congregação ${i + 1}`}) returning id`);
    congregations.push(r.rows[0].id);
  }
  const pick = (list, expr) => sql`(${arr(list)})[(1 + (${sql.raw(expr)}) % ${list.length})::int]`;
  await db.execute(sql`
    with n as (select g, (g::bigint * 7919) % 1000003 as h from generate_series(1, ${count}) g),
    q as (select g, h, ${pick(FIRST, 'h')} as nome, ${pick(LAST, 'h / 60')} || ' ' || ${pick(LAST, 'h / 2400')} as sobrenome from n),
    p as (
      select *, lower(translate(nome || '.' || split_part(sobrenome, ' ', 1), 'áàâãéêíóôõúçÁÂÉÍÓÚ', 'aaaaeeiooouucAAEIOU'))
        || '.' || g || '.' || ${tag} || '@example.com' as email
      from q
    ),
    c as (insert into conta (email, senha_hash, flag_ativo) select email, 'x', true from p returning id, email)
    insert into usuario (igreja_id, conta_id, email, nome, sobrenome, telefone, cpf, congregacao_id, cidade, estado, criado_em)
    select ${churchId}, c.id, c.email, p.nome, p.sobrenome,
      '+55 11 9' || lpad(((p.h * 31337) % 100000000)::text, 8, '0'),
      case when p.g % 3 = 0 then null else
        regexp_replace(lpad(((p.g::bigint * 104729 + ${churchId}::bigint * 7) % 100000000000)::text, 11, '0'), '(\\d{3})(\\d{3})(\\d{3})(\\d{2})', '\\1.\\2.\\3-\\4') end,
      case when p.g % 5 = 0 then null else (${sql.raw(`array[${congregations.join(',')}]`)})[1 + p.g % 8] end,
      'São Paulo', 'SP', now() - (p.h % 3650) * interval '1 day'
    from c join p on c.email = p.email
  `);
  return congregations;
}

export async function seedPeople(db, churchId, members, otherChurchIds, otherSize) {
  const congregations = await seedChurch(db, churchId, members, 'v');
  for (const id of otherChurchIds) await seedChurch(db, id, otherSize, `o${id}`);
  return { congregations };
}
