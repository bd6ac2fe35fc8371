import type { z } from 'zod';

// Each API endpoint is declared once, here in the contract: the server registers its route
// from the declaration (apps/server/src/platform/http/endpoint-route.ts), the web app calls it through one
// typed client (apps/web/src/api/call.ts), and the OpenAPI document and the API-surface
// test read the same list (`allEndpoints`). No path is written by hand anywhere else.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call. `public`: anyone (sign-in and the creators' pages). `team`: any active
 * Admin or Manager. `admin`: active Admins only. Finer rules (ownership) stay in the
 * server's domain functions.
 */
export type EndpointAccess = 'public' | 'team' | 'admin';

/**
 * A multipart body: text `fields` (sent before the file, so a streamed reader has them
 * first) and one file part named `file` (UPLOAD_FIELD).
 */
export type UploadBody = { kind: 'upload'; fields?: z.ZodType };

/** A file answer, saved under the server's Content-Disposition name or `fileName`. */
export type FileResponse = { kind: 'file'; fileName: string; contentType: string };

/** A page a browser navigates to (a redirect, HTML, an image): never called by the client. */
export type PageResponse = { kind: 'page' };

export type EndpointDefinition = {
  method: HttpMethod;
  /** OpenAPI-style path under API_BASE: `/product/{id}`. */
  path: string;
  access: EndpointAccess;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType | UploadBody;
  /** JSON (a schema), a file download, or a browser page. Absent: 204, no body. */
  response?: z.ZodType | FileResponse | PageResponse;
  /** A PUT that changes only the fields sent: the server drops absent keys. */
  partial?: boolean;
  /** Error statuses beyond those the declaration implies (400, 401, 403, 429). */
  errors?: readonly number[];
  /** Rate-limited per IP (public pages): documents 429. */
  rateLimited?: boolean;
};

export type Endpoint = EndpointDefinition & { tag: string };

/** Declares one area's endpoints; `tag` groups them in the OpenAPI document. */
export function defineEndpoints<const T extends Record<string, EndpointDefinition>>(
  tag: string,
  definitions: T,
): { [K in keyof T]: T[K] & { tag: string } } {
  return Object.fromEntries(
    Object.entries(definitions).map(([name, definition]) => [name, { ...definition, tag }]),
  ) as { [K in keyof T]: T[K] & { tag: string } };
}

/** An upload body (multipart), with the text fields that precede the file. */
export function upload<F extends z.ZodType | undefined = undefined>(
  fields?: F,
): { kind: 'upload'; fields: F } {
  return { kind: 'upload', fields: fields as F };
}

/** A file download answer. */
export function fileResponse(fileName: string, contentType: string): FileResponse {
  return { kind: 'file', fileName, contentType };
}

export const pageResponse: PageResponse = { kind: 'page' };

const hasKind = (value: unknown, kind: string) =>
  typeof value === 'object' && value !== null && 'kind' in value && value.kind === kind;

export const isUploadBody = (body: EndpointDefinition['body']): body is UploadBody =>
  hasKind(body, 'upload');

export const isFileResponse = (
  response: EndpointDefinition['response'],
): response is FileResponse => hasKind(response, 'file');

export const isPageResponse = (
  response: EndpointDefinition['response'],
): response is PageResponse => hasKind(response, 'page');

/** `/product/{id}` with `{ id: 3 }` -> `/product/3` (each value URI-encoded). */
export function endpointPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

type SchemaOf<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S }
  ? S extends z.ZodType
    ? S
    : never
  : never;

/** What a caller sends: path params, query and JSON body, each as the schema's input. */
export type EndpointParams<E> = [SchemaOf<E, 'params'>] extends [never]
  ? undefined
  : z.input<SchemaOf<E, 'params'>>;
export type EndpointQuery<E> = [SchemaOf<E, 'query'>] extends [never]
  ? undefined
  : z.input<SchemaOf<E, 'query'>>;
export type EndpointBody<E> = [SchemaOf<E, 'body'>] extends [never]
  ? undefined
  : z.input<SchemaOf<E, 'body'>>;
/** The upload's text fields, as sent. */
export type EndpointUploadFields<E> = E extends { body: { kind: 'upload'; fields: infer F } }
  ? F extends z.ZodType
    ? z.input<F>
    : undefined
  : undefined;

/** A JSON answer as the client reads it (after the schema's parse). */
export type EndpointResponse<E> = E extends { response: infer R }
  ? R extends z.ZodType
    ? z.output<R>
    : R extends FileResponse
      ? Blob
      : never
  : undefined;
