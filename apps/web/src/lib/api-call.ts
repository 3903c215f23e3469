import { endpointPath, type AnyEndpoint, type EndpointInput, type EndpointResponse } from '@congrega/contract/endpoint';
import { apiRequest, type QueryValue } from './api-client.ts';

/** A part of the call that the endpoint has is required; one it has not cannot be passed. */
type Part<K extends string, V> = [V] extends [undefined] ? { [P in K]?: never } : { [P in K]: V };

/** The call's params, query and body, typed by the endpoint's schemas (a multipart body is a FormData). */
export type CallArgs<E extends AnyEndpoint> = Part<'params', EndpointInput<E>['params']> &
  Part<'query', EndpointInput<E>['query']> &
  ([EndpointInput<E>['body']] extends [undefined] ? { body?: never } : { body: EndpointInput<E>['body'] | FormData });

export interface CallOptions {
  signal?: AbortSignal;
  /** false for calls whose screen keeps what the user typed on a network failure (see api-client.ts). */
  navigateOnNetworkError?: boolean;
  /** Extra headers, e.g. the `Idempotency-Key` that POST /pagamento/ requires. */
  headers?: Readonly<Record<string, string>>;
}

/**
 * Calls an endpoint of the contract (packages/contract/src/endpoints/): method, path and the response type come
 * from its descriptor, so the web app never writes them again. Errors, auth and offline reactions are
 * api-client's.
 */
export function apiCall<E extends AnyEndpoint>(endpoint: E, args: CallArgs<E>, options: CallOptions = {}): Promise<EndpointResponse<E>> {
  const { params, query, body } = args as { params?: Record<string, string | number>; query?: Record<string, QueryValue>; body?: unknown };
  return apiRequest<EndpointResponse<E>>(endpointPath(endpoint.path, params), {
    method: endpoint.method,
    query,
    body,
    ...options,
  });
}
