import { SOCKET_CLOSE } from '@congrega/contract/socket';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { describeIsolation, type IsolationContext } from '../../test/isolation.ts';
import { createService } from '../live/live.fixtures.ts';
import { chatMensagem, chatSilencio } from './chat.schema.ts';
import { ChatTestClient, chatUrl } from './chat.test-helpers.ts';

type Seed = { channelA: number; channelB: number; messageB: number; authorB: string };
let channelOfB = 0;

/**
 * The chat is a socket feature: its rooms are (church, live service) and its rows are `chat_mensagem`. Church B's
 * channel, messages and authors named on church A's host (by A's member, A's staff, a visitor, B's token) reach
 * nothing of B: joining B's channel is CHAT_CHANNEL_NOT_FOUND, moderation frames naming B's ids change nothing, A's
 * history and broadcasts never carry B's messages, a page of B's host cannot open A's socket, and row-level security
 * hides B's rows from a church-A transaction.
 */
describeIsolation<Seed>(
  'chat',
  {
    async seed({ app, a, b, memberB }) {
      const channelA = (await createService(app, a)).id;
      const channelB = (await createService(app, b, { titulo: 'Culto de B' })).id;
      channelOfB = channelB;
      const [row] = await app.database.db
        .insert(chatMensagem)
        .values({
          igrejaId: b.id,
          cultoId: channelB,
          autor: `u:${memberB.usuarioId}`,
          idUsuario: memberB.usuarioId,
          nome: 'Membro B',
          texto: 'segredo de B',
        })
        .returning({ id: chatMensagem.id, autor: chatMensagem.autor });
      await app.database.db.insert(chatSilencio).values({
        igrejaId: b.id,
        autor: row!.autor,
        idUsuario: memberB.usuarioId,
        nome: 'Membro B',
        ate: new Date(Date.now() + 3_600_000),
      });
      return { channelA, channelB, messageB: row!.id, authorB: row!.autor };
    },
    secrets: () => ['segredo de B', 'Membro B', 'Culto de B', 'fala em B'],
    unchanged: async (_, { app, b }) => {
      const rows = await app.database.db.select().from(chatMensagem).where(eq(chatMensagem.igrejaId, b.id));
      expect(rows.filter((r) => r.texto === 'segredo de B' && !r.removida)).toHaveLength(1);
      const mutes = await app.database.db.select().from(chatSilencio).where(eq(chatSilencio.igrejaId, b.id));
      expect(mutes).toHaveLength(1);
      return [...rows.filter((r) => r.texto === 'segredo de B'), ...mutes];
    },
    tables: [
      {
        table: chatMensagem,
        rowOfB: (churchB) => ({ igrejaId: churchB, cultoId: channelOfB, autor: 'a:intruso', nome: 'Intruso', texto: 'de A' }),
      },
      {
        table: chatSilencio,
        rowOfB: (churchB) => ({ igrejaId: churchB, autor: 'a:intruso', nome: 'Intruso', ate: new Date(Date.now() + 3_600_000) }),
      },
    ],
  },
  socketProbes,
);

function socketProbes(ctx: IsolationContext<Seed>) {
  let url: string | undefined;
  const clients: ChatTestClient[] = [];
  const open = async (host: string, headers: Record<string, string> = {}) => {
    url ??= await chatUrl(ctx.app);
    const client = await ChatTestClient.open(url, host, headers);
    clients.push(client);
    return client;
  };
  /** Every frame A's sockets got carries nothing of B. */
  const noSecretsIn = (client: ChatTestClient) => ctx.noSecrets(JSON.stringify(client.frames), 'frames on A');
  const refusal = async (client: ChatTestClient, frame: Record<string, unknown>) => {
    await expect(client.join(frame)).rejects.toThrow();
    return client.frames.find((f) => f.type === 'error')?.code;
  };
  afterAll(() => {
    for (const client of clients) client.close();
  });

  it("B's channel joined on A's host, as A's member, A's staff, a visitor and with B's token: refused, nothing of B", async () => {
    const { world, seed } = ctx;
    const joins = [{ token: world.memberA.token }, { token: world.staffA.token }, { name: 'Visitante' }, { name: 'Visitante', since: 0 }];
    for (const join of joins) {
      const client = await open(world.a.host);
      expect(await refusal(client, { channel: seed.channelB, ...join })).toBe('CHAT_CHANNEL_NOT_FOUND');
      noSecretsIn(client);
    }
    // B's member token on A's host does not even join A's own channel as B's member.
    const withB = await open(world.a.host);
    expect(await refusal(withB, { channel: seed.channelA, token: world.memberB.token })).toBe('UNAUTHENTICATED');
  });

  it("A's room never shows B's messages: history from the first id, and B's live messages, stay in B's room", async () => {
    const { world, seed } = ctx;
    const watcher = await open(world.a.host);
    const joined = await watcher.join({ channel: seed.channelA, name: 'Olho', since: 0 });
    expect(joined.history).toEqual([]);
    const speaker = await open(world.b.host);
    await speaker.join({ channel: seed.channelB, token: world.memberB.token });
    speaker.send({ type: 'message', ref: 'b-1', text: 'fala em B' });
    await speaker.next('ack', (f) => f.ref === 'b-1');
    // A marker sent in A's room after B's message: once it arrives, B's would have too.
    const marker = await open(world.a.host);
    await marker.join({ channel: seed.channelA, name: 'Marca' });
    marker.send({ type: 'message', ref: 'a-1', text: 'marcador' });
    await watcher.next('message', (f) => f.message.text === 'marcador');
    noSecretsIn(watcher);
    await ctx.app.database.db.delete(chatMensagem).where(eq(chatMensagem.texto, 'fala em B'));
  });

  it("A's staff naming B's message and author in moderation frames changes nothing of B", async () => {
    const { world, seed } = ctx;
    const staff = await open(world.a.host);
    await staff.join({ channel: seed.channelA, token: world.staffA.token });
    staff.send({ type: 'delete', messageId: seed.messageB });
    expect((await staff.next('error')).code).toBe('CHAT_MESSAGE_NOT_FOUND');
    const from = staff.frames.length;
    staff.send({ type: 'delete-user', userId: seed.authorB });
    await staff.next('deleted-user', (f) => f.userId === seed.authorB, from);
    // The host workspace: B's author cannot be muted from A (never wrote at A), B's mute is not A's to lift nor
    // listed at A, B's message cannot be pinned in A's room.
    staff.send({ type: 'mute', userId: seed.authorB });
    expect((await staff.next('error', (f) => f.code === 'CHAT_USER_NOT_FOUND', from)).code).toBe('CHAT_USER_NOT_FOUND');
    staff.send({ type: 'pin', messageId: seed.messageB });
    expect((await staff.next('error', (f) => f.code === 'CHAT_MESSAGE_NOT_FOUND', from)).code).toBe('CHAT_MESSAGE_NOT_FOUND');
    staff.send({ type: 'unmute', userId: seed.authorB });
    const host = await open(world.a.host);
    expect((await host.join({ channel: seed.channelA, token: world.staffA.token })).muted).toEqual([]);
    expect(staff.frames.some((f) => f.type === 'unmuted')).toBe(false);
    noSecretsIn(staff);
    noSecretsIn(host);
  });

  it("a page of B's host cannot open the chat socket of A's host (4400)", async () => {
    const client = await open(ctx.world.a.host, { origin: `http://${ctx.world.b.host}` });
    expect(await client.waitClosed()).toBe(SOCKET_CLOSE.originRefused);
  });
}
