import type { TPostcodeResult, TStateList } from '@congrega/contract/household';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/**
 * The address services (spec section 7, "External services"), each behind this adapter with a configurable base
 * URL and time limit: a Brazilian postcode lookup (`GET {base}{cep}/json/`), a postcode lookup of other countries
 * (`GET {base}{country}/{code}`) and a countries-and-states list (`GET {base}{country}/states/` with an API key
 * header). A service that is not configured, down, slow or answering nonsense gives 503
 * POSTCODE_SERVICE_UNAVAILABLE: the web form then stays open for manual entry. A code the service does not know
 * gives 404 POSTCODE_NOT_FOUND. Logs name the service and the failure, never the code looked up.
 */

export interface AddressLookupConfig {
  brazilUrl?: string | undefined;
  postcodeUrl?: string | undefined;
  statesUrl?: string | undefined;
  statesApiKey?: string | undefined;
  timeoutMs: number;
}

export const STATES_API_KEY_HEADER = 'X-CSCAPI-KEY';

type Json = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, 200) : null);

export class AddressLookup {
  constructor(
    private readonly config: AddressLookupConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  private async get(service: string, base: string | undefined, path: string, headers: Record<string, string> = {}): Promise<unknown> {
    if (!base) throw new AppError('POSTCODE_SERVICE_UNAVAILABLE');
    let res: Response;
    try {
      res = await fetch(new URL(path, base.endsWith('/') ? base : `${base}/`), {
        headers: { accept: 'application/json', ...headers },
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (err) {
      this.log.warn({ service, reason: (err as Error).name }, 'address service unreachable');
      throw new AppError('POSTCODE_SERVICE_UNAVAILABLE');
    }
    if (res.status === 404 || res.status === 400) {
      await res.body?.cancel();
      throw new AppError('POSTCODE_NOT_FOUND');
    }
    if (!res.ok) {
      await res.body?.cancel();
      this.log.warn({ service, status: res.status }, 'address service failed');
      throw new AppError('POSTCODE_SERVICE_UNAVAILABLE');
    }
    try {
      return await res.json();
    } catch {
      this.log.warn({ service }, 'address service answered something that is not JSON');
      throw new AppError('POSTCODE_SERVICE_UNAVAILABLE');
    }
  }

  /** A Brazilian CEP (8 digits). */
  async cep(cep: string): Promise<TPostcodeResult> {
    const body = (await this.get('postcode-br', this.config.brazilUrl, `${encodeURIComponent(cep)}/json/`)) as Json | null;
    if (!body || typeof body !== 'object' || body.erro) throw new AppError('POSTCODE_NOT_FOUND');
    return {
      cep,
      pais: 'BR',
      logradouro: str(body.logradouro),
      bairro: str(body.bairro),
      cidade: str(body.localidade),
      estado: str(body.uf),
    };
  }

  /** A postcode of another country: the first place's city and state. */
  async postcode(country: string, code: string): Promise<TPostcodeResult> {
    const body = (await this.get(
      'postcode',
      this.config.postcodeUrl,
      `${country.toLowerCase()}/${encodeURIComponent(code)}`,
    )) as Json | null;
    const place = (Array.isArray(body?.places) ? body.places[0] : undefined) as Json | undefined;
    if (!place) throw new AppError('POSTCODE_NOT_FOUND');
    return {
      cep: code,
      pais: country,
      logradouro: null,
      bairro: null,
      cidade: str(place['place name']),
      estado: str(place['state abbreviation']) ?? str(place.state),
    };
  }

  /** A country's states, by name. */
  async states(country: string): Promise<TStateList> {
    if (!this.config.statesApiKey) throw new AppError('POSTCODE_SERVICE_UNAVAILABLE');
    const body = await this.get('country-states', this.config.statesUrl, `${country}/states/`, {
      [STATES_API_KEY_HEADER]: this.config.statesApiKey,
    });
    if (!Array.isArray(body)) {
      this.log.warn({ service: 'country-states' }, 'address service answered an unexpected shape');
      throw new AppError('POSTCODE_SERVICE_UNAVAILABLE');
    }
    const estados = body
      .map((s: Json) => ({ sigla: str(s?.iso2) ?? '', nome: str(s?.name) ?? '' }))
      .filter((s) => s.sigla && s.nome)
      .sort((a, b) => a.nome.localeCompare(b.nome));
    return { estados };
  }
}
