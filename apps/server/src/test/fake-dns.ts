import { createSocket, type Socket } from 'node:dgram';
import type { AddressInfo } from 'node:net';

/**
 * A DNS server on loopback UDP for tests (RFC 1035, just enough): answers TXT questions from `records` (name ->
 * TXT values), NXDOMAIN for any other name, and stays silent for names in `silent` (a resolver's timeout).
 */
export interface FakeDns {
  server: string;
  records: Map<string, string[]>;
  silent: Set<string>;
  close(): Promise<void>;
}

function readName(msg: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let at = offset;
  while (msg[at]! > 0) {
    const length = msg[at]!;
    labels.push(msg.subarray(at + 1, at + 1 + length).toString('ascii'));
    at += length + 1;
  }
  return { name: labels.join('.').toLowerCase(), end: at + 1 };
}

function txtData(value: string): Buffer {
  const parts: Buffer[] = [];
  const bytes = Buffer.from(value, 'utf8');
  for (let i = 0; i < bytes.length || i === 0; i += 255) {
    const chunk = bytes.subarray(i, i + 255);
    parts.push(Buffer.from([chunk.length]), chunk);
  }
  return Buffer.concat(parts);
}

function answer(query: Buffer, values: string[] | undefined): Buffer {
  const { end } = readName(query, 12);
  const question = query.subarray(12, end + 4);
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // id
  header.writeUInt16BE(0x8180 | (values ? 0 : 3), 2); // response, recursion desired and available; NXDOMAIN when unknown
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(values?.length ?? 0, 6);
  const records = (values ?? []).map((value) => {
    const data = txtData(value);
    const rr = Buffer.alloc(12);
    rr.writeUInt16BE(0xc00c, 0); // the question's name
    rr.writeUInt16BE(16, 2); // TXT
    rr.writeUInt16BE(1, 4); // IN
    rr.writeUInt32BE(60, 6);
    rr.writeUInt16BE(data.length, 10);
    return Buffer.concat([rr, data]);
  });
  return Buffer.concat([header, question, ...records]);
}

export async function startFakeDns(): Promise<FakeDns> {
  const socket: Socket = createSocket('udp4');
  const records = new Map<string, string[]>();
  const silent = new Set<string>();
  socket.on('message', (msg, from) => {
    const { name } = readName(msg, 12);
    if (silent.has(name)) return;
    socket.send(answer(msg, records.get(name)), from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return { server: `127.0.0.1:${port}`, records, silent, close: () => new Promise((resolve) => socket.close(() => resolve())) };
}
