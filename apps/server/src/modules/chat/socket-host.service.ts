import { FALLBACK_LOCALE, localeFromAcceptLanguage, matchLocale, type TLocale } from '@congrega/contract/locale';
import { SOCKET_CLOSE } from '@congrega/contract/socket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { ConnectionCaps } from '../../lib/connection-caps.ts';
import { loadBootstrap } from '../church/church.public.ts';
import type { TenantChurch } from '../../core/tenant.ts';

/** The church a socket belongs to and the language of its answers. */
export interface SocketHost {
  church: TenantChurch;
  locale: TLocale;
}

/**
 * Opening a socket of a church, for every WebSocket endpoint (/chat, /band: one instance per app, so the caps
 * count both). In order (packages/contract/src/socket.ts is the protocol): the client IP's connections on this copy
 * (synchronously, before any lookup), the host's church (active), the Origin (a browser's must name a host of the
 * same church; none: a non-browser client), the church's connections, then the endpoint's module. A refusal closes
 * the socket with its code; an admitted socket is counted out when it closes.
 */
export class SocketHosts {
  private readonly perIp: ConnectionCaps;
  private readonly perChurch: ConnectionCaps;

  constructor(private readonly app: FastifyInstance) {
    this.perIp = new ConnectionCaps(app.config.socketMaxPerIp);
    this.perChurch = new ConnectionCaps(app.config.socketMaxPerChurch);
  }

  async open(
    socket: WebSocket,
    req: FastifyRequest,
    options: { module?: string; moduleOffClose?: number } = {},
  ): Promise<SocketHost | undefined> {
    const refuse = (code: number, reason: string) => void socket.close(code, reason);
    if (!this.admit(socket, this.perIp, req.ip)) return refuse(SOCKET_CLOSE.busy, 'too many connections');
    const church = await this.app.resolveChurch(req.headers.host);
    if (!church || !church.flagAtivo) return refuse(SOCKET_CLOSE.noChurch, 'church not found');
    if (!(await this.sameChurchOrigin(church, req.headers.origin))) return refuse(SOCKET_CLOSE.originRefused, 'origin not allowed');
    // The client may have gone while the church was looked up: nothing to count then.
    if (socket.readyState !== socket.OPEN) return undefined;
    if (!this.admit(socket, this.perChurch, String(church.id))) return refuse(SOCKET_CLOSE.busy, 'too many connections');
    if (options.module) {
      const { modulos } = await loadBootstrap(this.app, church);
      if (!modulos.some((m) => m.codigo === options.module))
        return refuse(options.moduleOffClose ?? SOCKET_CLOSE.noChurch, 'module disabled');
    }
    const locale = localeFromAcceptLanguage(req.headers['accept-language']) ?? matchLocale(church.idioma) ?? FALLBACK_LOCALE;
    return { church, locale };
  }

  /** Counts the socket under `key` until it closes; false when the key is full. */
  private admit(socket: WebSocket, caps: ConnectionCaps, key: string): boolean {
    const release = caps.acquire(key);
    if (!release) return false;
    socket.once('close', release);
    return true;
  }

  /**
   * A browser names the page's origin: it must be a host of this church (subdomain or custom domain, through the
   * tenant lookup, so both count; ports are not compared). No Origin: not a browser (see socket.ts); `null` or
   * anything that is not an http(s) origin: refused.
   */
  private async sameChurchOrigin(church: TenantChurch, origin: string | undefined): Promise<boolean> {
    if (origin === undefined) return true;
    let host: string;
    try {
      const url = new URL(origin);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
      host = url.host;
    } catch {
      return false;
    }
    return (await this.app.resolveChurch(host))?.id === church.id;
  }
}
