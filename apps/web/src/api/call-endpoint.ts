import type { Endpoint } from '@app/contract';
import {
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type EndpointUploadFields,
  endpointPath,
  isFileResponse,
  isUploadBody,
} from '@app/contract/endpoint.ts';
import { UPLOAD_FIELD } from '@app/contract/files.ts';
import { fileNameFromDisposition, saveBlob } from './download.ts';
import { http } from './http.ts';
import type { QueryValue } from './http-client.ts';
import { parseResponse } from './parse-response.ts';

// The web app's one way to call the API: an endpoint declared in the contract, and what it
// takes. The path, method, body encoding and answer parsing all come from the declaration.

type Part<K extends string, V> = undefined extends V ? { [P in K]?: V } : { [P in K]: V };

type UploadInput<E> = E extends { body: { kind: 'upload' } }
  ? { file: Blob; fileName?: string } & Part<'fields', EndpointUploadFields<E>>
  : Part<'body', EndpointBody<E>>;

export type EndpointInput<E> = Part<'params', EndpointParams<E>> &
  Part<'query', EndpointQuery<E>> &
  UploadInput<E> & { signal?: AbortSignal };

/** `[]` when every part of the input is optional, so `callEndpoint(e)` reads naturally. */
type InputArgs<E> =
  Record<never, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>]
    : [input: EndpointInput<E>];

type AnyInput = {
  params?: Record<string, unknown>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  fields?: Record<string, unknown>;
  file?: Blob;
  fileName?: string;
  signal?: AbortSignal;
};

function requestOf(endpoint: Endpoint, input: AnyInput = {}) {
  let body: unknown = input.body;
  if (isUploadBody(endpoint.body)) {
    const form = new FormData();
    // Text fields first: the server reads them before it streams the file.
    for (const [name, value] of Object.entries(input.fields ?? {})) {
      if (value !== undefined && value !== null) form.append(name, String(value));
    }
    if (input.file) {
      const name = input.fileName ?? (input.file instanceof File ? input.file.name : 'file');
      form.append(UPLOAD_FIELD, input.file, name);
    }
    body = form;
  }
  return {
    path: endpointPath(endpoint.path, input.params),
    options: {
      method: endpoint.method,
      body,
      query: input.query,
      signal: input.signal,
    },
  };
}

/** Calls a JSON endpoint and answers its response, parsed through the declared schema. */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  ...[input]: InputArgs<E>
): Promise<EndpointResponse<E>> {
  const { path, options } = requestOf(endpoint, input as AnyInput);
  const data = await http.request<unknown>(path, options);
  const response = endpoint.response;
  if (!response || typeof response !== 'object' || 'kind' in response) {
    return undefined as EndpointResponse<E>;
  }
  return parseResponse(response, data) as EndpointResponse<E>;
}

/** A file endpoint's answer: the bytes, the name to save them under, and the headers. */
export async function fetchEndpointFile<E extends Endpoint>(
  endpoint: E,
  ...[input]: InputArgs<E>
): Promise<{ blob: Blob; fileName: string; headers: Headers }> {
  const { path, options } = requestOf(endpoint, input as AnyInput);
  const response = await http.raw(path, options);
  const declared = isFileResponse(endpoint.response) ? endpoint.response.fileName : 'download';
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? declared;
  return { blob: await response.blob(), fileName, headers: response.headers };
}

/** Fetches a file endpoint and saves it; answers the name it was saved under. */
export async function downloadEndpointFile<E extends Endpoint>(
  endpoint: E,
  ...args: InputArgs<E>
): Promise<string> {
  const { blob, fileName } = await fetchEndpointFile(endpoint, ...args);
  saveBlob(blob, fileName);
  return fileName;
}
