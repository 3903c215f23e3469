// The database floor of `npm run bench`: a bare Fastify server with a node-postgres pool answering a member's sermon
// notes list with ONE query (no session check, no row-level security, no transaction). Run on the bench database
// beside the app, it shows what any endpoint that reads PostgreSQL per request can reach on this machine, so the
// app's figure reads as "framework hello" and "one query" ratios both.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const { rows } = await pool.query('select igreja_id, id_usuario from nota_sermao order by id limit 1');
if (rows.length === 0) throw new Error('no sermon notes in the bench database (demo seed)');
const [{ igreja_id: churchId, id_usuario: userId }] = rows;

const app = Fastify({ logger: false });
app.get('/', async () => {
  const notes = await pool.query(
    'select id, titulo, texto, atualizado_em from nota_sermao where igreja_id = $1 and id_usuario = $2 order by atualizado_em desc limit 999',
    [churchId, userId],
  );
  return { notas: notes.rows };
});
await app.listen({ port: Number(process.env.PORT ?? 3221), host: '127.0.0.1' });
