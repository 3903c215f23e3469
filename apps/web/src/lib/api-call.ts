import {
  endpointPath,
  type AnyEndpoint,
  type EndpointInput,
  type EndpointResponse,
  type IsFileEndpoint,
} from '@congrega/contract/endpoint';
import { API_BASE, apiRequest, bffRequest, type ApiRequestOptions, type QueryValue } from './api-client.ts';

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

function send<T>(
  endpoint: AnyEndpoint,
  args: object,
  options: CallOptions,
  extra: Pick<ApiRequestOptions, 'responseType'> = {},
): Promise<T> {
  const { params, query, body } = args as { params?: Record<string, string | number>; query?: Record<string, QueryValue>; body?: unknown };
  const path = endpointPath(endpoint.path, params);
  if (endpoint.base === 'bff') return bffRequest<T>(path, { query, ...options, ...extra });
  return apiRequest<T>(path, { method: endpoint.method, query, body, ...options, ...extra });
}

/**
 * Calls an endpoint of the contract (packages/contract/src/endpoints/): method, path (under /api/v1, or /bff for a
 * `base: 'bff'` aggregate) and the response type come from its descriptor, so the web app never writes them again.
 * Errors, auth and offline reactions are api-client's. This file is the only one that may call api-client's
 * requests (lint rule in eslint.config.js).
 */
export function apiCall<E extends AnyEndpoint>(endpoint: E, args: CallArgs<E>, options: CallOptions = {}): Promise<EndpointResponse<E>> {
  return send<EndpointResponse<E>>(endpoint, args, options);
}

/** Downloads a file endpoint's answer (its descriptor says `file`, e.g. the PDF statement) as a Blob, with the bearer token. */
export function apiFile<E extends AnyEndpoint>(
  endpoint: IsFileEndpoint<E> extends true ? E : never,
  args: CallArgs<E>,
  options: CallOptions = {},
): Promise<Blob> {
  return send<Blob>(endpoint, args, options, { responseType: 'blob' });
}

/** Sends raw bytes to a `binary` endpoint (a media chunk: application/octet-stream) and answers its JSON. */
export function apiSendBytes<E extends AnyEndpoint>(
  endpoint: E,
  args: CallArgs<E>,
  bytes: Blob,
  options: CallOptions = {},
): Promise<EndpointResponse<E>> {
  if (!endpoint.binary) throw new Error(`${endpoint.path} takes no raw bytes`);
  return send<EndpointResponse<E>>(endpoint, { ...args, body: bytes }, options);
}

/**
 * The address of a public file endpoint for a link the browser follows itself (no bearer token): an event's
 * add-to-calendar file opens the phone's calendar.
 */
export function apiLink<E extends AnyEndpoint>(endpoint: IsFileEndpoint<E> extends true ? E : never, args: CallArgs<E>): string {
  const { params } = args as { params?: Record<string, string | number> };
  return `${API_BASE}${endpointPath(endpoint.path, params)}`;
}
