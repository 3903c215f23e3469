// Baseline for `npm run bench:chat`: a bare `ws` server that broadcasts every frame it receives to every client
// (no parsing, no checks, no storage): the floor the chat is compared with. PORT from the environment.
import { WebSocketServer } from 'ws';

const wss = new WebSocketServer({ port: Number(process.env.PORT ?? 3299), host: '127.0.0.1' });
wss.on('connection', (socket) => {
  socket.on('message', (data) => {
    const text = data.toString();
    for (const client of wss.clients) if (client.readyState === 1) client.send(text);
  });
});
wss.on('listening', () => process.stdout.write('ready\n'));
