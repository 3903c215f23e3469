import { randomInt } from 'node:crypto';
import {
  BAND_CODE_ALPHABET,
  BAND_CODE_LENGTH,
  BAND_SESSION_TTL_SECONDS,
  parseBandClientFrame,
  type TBandClientFrameParsed,
  type TBandServerFrame,
} from '@congrega/contract/band';
import type { TLocale } from '@congrega/contract/locale';
import { translate } from '@congrega/contract/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { publicState, type BandClient, type BandHub } from './band-hub.ts';
import type { StoredBand } from './band-store.ts';
import { authorizeLeader, bandUserId } from './band.service.ts';
import type { TenantChurch } from '../../core/tenant.ts';

export interface BandSocketDeps {
  app: FastifyInstance;
  hub: BandHub;
  church: TenantChurch;
  locale: TLocale;
  write(text: string): void;
  /** Session lifetime after its last change, in seconds (BAND_SESSION_TTL_SECONDS; shorter in tests). */
  ttlSeconds?: number;
  now?: () => number;
}

export function newBandCode(): string {
  let code = '';
  for (let i = 0; i < BAND_CODE_LENGTH; i += 1) code += BAND_CODE_ALPHABET[randomInt(BAND_CODE_ALPHABET.length)];
  return code;
}

/**
 * One `/band` socket: parses each frame with the contract's union, answers `error` frames for anything refused
 * (translated) and turns the leader's frames into state changes: the store first (so any copy can answer a late
 * joiner), then one bus event that every copy sends to its followers. A socket follows at most one session.
 */
export class BandSocket implements BandClient {
  private joined: { code: string; leader: boolean } | undefined;

  constructor(private readonly deps: BandSocketDeps) {}

  private get now() {
    return (this.deps.now ?? Date.now)();
  }

  private get ttlMs() {
    return (this.deps.ttlSeconds ?? BAND_SESSION_TTL_SECONDS) * 1000;
  }

  send(frame: TBandServerFrame): void {
    this.deps.write(JSON.stringify(frame));
  }

  private fail(code: string): void {
    this.send({ type: 'error', code, message: translate(this.deps.locale, `error.${code}`) });
  }

  async handle(raw: string): Promise<void> {
    const frame = parseBandClientFrame(raw);
    if (!frame) return this.fail('BAND_BAD_FRAME');
    try {
      await this.dispatch(frame);
    } catch (err) {
      if (err instanceof AppError) return this.fail(err.code);
      this.deps.app.log.error({ err }, 'band frame failed');
      this.fail('INTERNAL_ERROR');
    }
  }

  private async dispatch(frame: TBandClientFrameParsed): Promise<void> {
    switch (frame.type) {
      case 'start':
        return this.start(frame.songId, frame.token);
      case 'join':
        return this.join(frame.code, frame.token);
      case 'control':
        return this.control(frame.steps, frame.line);
      case 'end':
        return this.end();
    }
  }

  private async start(songId: number, token: string) {
    const { app, hub, church } = this.deps;
    const leader = await authorizeLeader(app, church, token, songId);
    const state: StoredBand = { code: '', songId, ...leader, steps: 0, line: 0, seq: 1, expiresAt: this.now + this.ttlMs };
    for (let attempt = 0; ; attempt += 1) {
      state.code = newBandCode();
      if (await hub.store.create(church.id, state)) break;
      if (attempt >= 5) throw new Error('no free band code');
    }
    this.follow(state.code, true, state.expiresAt, songId);
    this.send({ type: 'joined', leader: true, state: publicState(state) });
  }

  private async join(code: string, token: string | undefined) {
    const { app, hub, church } = this.deps;
    const userId = token ? await bandUserId(app, church, token) : undefined;
    // Follow first, then read: a change published in between reaches this socket (clients keep the highest seq).
    this.follow(code, false, this.now + this.ttlMs);
    const state = await hub.store.get(church.id, code);
    if (!state) {
      this.leave();
      throw new AppError('BAND_SESSION_NOT_FOUND');
    }
    hub.expireAt(church.id, code, state.expiresAt);
    hub.showing(church.id, code, state.songId);
    const leader = userId !== undefined && userId === state.leaderId;
    this.joined = { code, leader };
    this.send({ type: 'joined', leader, state: publicState(state) });
  }

  private follow(code: string, leader: boolean, expiresAt: number, songId?: number) {
    this.leave();
    this.joined = { code, leader };
    this.deps.hub.add(this.deps.church.id, code, this, expiresAt, songId);
  }

  private leaderSession(): { code: string } {
    if (!this.joined) throw new AppError('BAND_NOT_JOINED');
    if (!this.joined.leader) throw new AppError('BAND_LEADER_ONLY');
    return this.joined;
  }

  private async control(steps: number | undefined, line: number | undefined) {
    const { code } = this.leaderSession();
    const { hub, church } = this.deps;
    const state = await hub.store.get(church.id, code);
    if (!state) throw new AppError('BAND_SESSION_NOT_FOUND');
    const next: StoredBand = {
      ...state,
      steps: steps ?? state.steps,
      line: line ?? state.line,
      seq: state.seq + 1,
      expiresAt: this.now + this.ttlMs,
    };
    await hub.store.put(church.id, next);
    await hub.bus.publish({ church: church.id, code, kind: 'state', state: next });
  }

  private async end() {
    const { code } = this.leaderSession();
    const { hub, church } = this.deps;
    await hub.store.delete(church.id, code);
    await hub.bus.publish({ church: church.id, code, kind: 'ended', reason: 'leader' });
    this.joined = undefined;
  }

  /** The socket closed (or follows another session): it stops receiving this one's changes. */
  leave(): void {
    if (!this.joined) return;
    this.deps.hub.remove(this.deps.church.id, this.joined.code, this);
    this.joined = undefined;
  }
}
