// A throw-away nginx (Debian's `nginx` package) in front of server copies, for the scale tier (scripts/scale-tier.mjs):
// its config, temp folders, pid and logs in a temp dir removed on stop. The proxying is what a host would write
// (deploy/nginx.conf): Host and X-Forwarded-* passed on, WebSockets upgraded, event streams unbuffered, idempotent
// requests retried on the next copy when one is down. One thing is the tier's own: a browser carrying the cookie
// `scale_copy=<n>` (0-based) is sent to that copy while it is up (the others are its backups), so a journey can put
// two browsers on different copies; every other request is balanced round-robin.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForPort } from './ports.mjs';

export function nginxPath() {
  return [process.env.NGINX_PATH, '/usr/sbin/nginx'].filter(Boolean).find((file) => fs.existsSync(file));
}

function upstream(name, servers) {
  return [`  upstream ${name} {`, ...servers.map((line) => `    server ${line};`), '    keepalive 16;', '  }'].join('\n');
}

function config({ dir, port, copies }) {
  const server = (p, extra = '') => `127.0.0.1:${p} max_fails=1 fail_timeout=3s${extra}`;
  const pinned = copies.map((p, i) =>
    upstream(`copy_${i}`, [server(p), ...copies.filter((_, j) => j !== i).map((other) => server(other, ' backup'))]),
  );
  return `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  log_format copies '$upstream_addr $status $request_method $uri $cookie_scale_copy';
  access_log ${dir}/access.log copies;
  client_max_body_size 600m;
${upstream(
  'copies',
  copies.map((p) => server(p)),
)}
${pinned.join('\n')}
  map $cookie_scale_copy $copy_group {
${copies.map((_, i) => `    ${i} copy_${i};`).join('\n')}
    default copies;
  }
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://$copy_group;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_buffering off;
      proxy_request_buffering off;
      proxy_read_timeout 1h;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout http_502 http_503;
      add_header X-Scale-Copy $upstream_addr always;
    }
  }
}
`;
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
