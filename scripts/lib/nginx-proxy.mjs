// A throw-away nginx (Debian's `nginx` package) in front of server copies, for the scale tier (scripts/scale-tier.mjs):
// its config, temp folders, pid and logs in a temp dir removed on stop. The config is the one a host uses
// (deploy/nginx.conf: Host and X-Forwarded-* passed on, WebSockets upgraded, event streams unbuffered, idempotent
// requests retried on the next copy when one is down), edited for loopback. One thing is the tier's own: a browser
// carrying the cookie `scale_copy=<n>` (0-based) is sent to that copy while it is up (the others are its backups), so
// a journey can put two browsers on different copies; every other request is balanced as deployed (least_conn).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForPort } from './ports.mjs';

export function nginxPath() {
  return [process.env.NGINX_PATH, '/usr/sbin/nginx'].filter(Boolean).find((file) => fs.existsSync(file));
}

const DEPLOYED = path.join(import.meta.dirname, '../../deploy/nginx.conf');

/** Replaces `from` (which must be there, once) in the deployed config: a changed deploy/nginx.conf fails loudly here. */
function edit(text, from, to) {
  if (text.split(from).length !== 2) throw new Error(`deploy/nginx.conf: expected one "${from}"`);
  return text.replace(from, to);
}

/**
 * deploy/nginx.conf itself, with what a throw-away run needs: loopback ports for the copies and the listener, files in
 * `dir`, an access log naming the copy that answered (also sent as X-Scale-Copy), and the pinning cookie.
 */
function config({ dir, port, copies }) {
  const server = (p, extra = '') => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s${extra};`;
  const upstream = (name, lines) => [`  upstream ${name} {`, ...lines, '    keepalive 16;', '  }'].join('\n');
  const pinned = copies.map((p, i) =>
    upstream(`copy_${i}`, [server(p), ...copies.filter((_, j) => j !== i).map((o) => server(o, ' backup'))]),
  );
  let text = fs.readFileSync(DEPLOYED, 'utf8');
  text = edit(text, 'worker_processes auto;', `worker_processes 1;\ndaemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;`);
  text = edit(
    text,
    '    server app1:3000 max_fails=1 fail_timeout=10s;\n    server app2:3000 max_fails=1 fail_timeout=10s;',
    copies.map((p) => server(p)).join('\n'),
  );
  text = edit(
    text,
    'http {\n',
    `http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  log_format copies '$upstream_addr $status $request_method $uri $cookie_scale_copy';
  access_log ${dir}/access.log copies;
${pinned.join('\n')}
  map $cookie_scale_copy $copy_group {
${copies.map((_, i) => `    ${i} copy_${i};`).join('\n')}
    default congrega;
  }
`,
  );
  text = edit(text, 'listen 80 default_server;', `listen 127.0.0.1:${port};`);
  text = edit(text, 'proxy_pass http://congrega;', 'proxy_pass http://$copy_group;\n      add_header X-Scale-Copy $upstream_addr always;');
  return text;
}

/**
 * Starts nginx on 127.0.0.1:`port` in front of the copies listening on `copies` (ports). Resolves to
 * { stop(), accessLog() (lines: upstream, status, method, path, pinned copy) }.
 */
export async function startNginx({ port, copies }) {
  const binary = nginxPath();
  if (!binary) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'congrega-nginx-'));
  fs.chmodSync(dir, 0o755);
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, config({ dir, port, copies }));
  const child = spawn(binary, ['-p', dir, '-c', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk) => {
    output = (output + chunk.toString()).slice(-5000);
  });
  const errors = () => output + (fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : '');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, child, errors);
  } catch (err) {
    await stop();
    throw err;
  }
  const accessLog = () => {
    const log = path.join(dir, 'access.log');
    if (!fs.existsSync(log)) return [];
    return fs
      .readFileSync(log, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [upstreamAddr, status, method, uri, pinned] = line.split(' ');
        return { upstream: upstreamAddr, status: Number(status), method, uri, pinned };
      });
  };
  return { stop, accessLog, errors };
}
