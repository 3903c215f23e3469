// Loopback ports for the throw-away services the tiers start (PgBouncer, nginx, Redis, server copies).
import net from 'node:net';

/** A TCP port free on loopback right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once 127.0.0.1:`port` accepts a connection; rejects when `child` (the process meant to listen there)
 * exits first, with `describe()` (its log) in the message.
 */
export function waitForPort(port, child, describe = () => '') {
  return new Promise((resolve, reject) => {
    let done = false;
    const onExit = (code, signal) => {
      done = true;
      reject(new Error(`process exited (${code ?? signal}) before listening on ${port}: ${describe().slice(-1500)}`));
    };
    child.once('exit', onExit);
    const attempt = () => {
      if (done) return;
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        done = true;
        child.off('exit', onExit);
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}
