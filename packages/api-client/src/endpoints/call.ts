import type * as v from 'valibot';
import type { ApiClient, RequestOptions } from '../client';

/** What every typed call takes besides its own arguments. */
export interface Call {
  /** Shown when the server gives no message of its own (the defaults in docs/product/errors.md). */
  fallbackMessage: string;
  signal?: AbortSignal;
}

/** An address whose every interpolated part is encoded as one path segment: path`/courses/${id}/lessons`. */
export const path = (strings: TemplateStringsArray, ...segments: string[]): string =>
  String.raw({ raw: strings }, ...segments.map(encodeURIComponent));

/** The answer's `data`: the API answers every success in the `{ status, data }` envelope. */
export async function requestData<TSchema extends v.GenericSchema<unknown, { data: unknown }>>(
  client: ApiClient,
  options: RequestOptions<TSchema>,
): Promise<v.InferOutput<TSchema>['data']> {
  const { data } = await client.request(options);
  return data;
}

/**
 * A form's fields and its file as one `multipart/form-data` body, as the API reads an upload: a field left
 * undefined is not sent, a list goes as its JSON (so an empty list and its order arrive as sent).
 */
export function multipart(fields: object, file: Record<string, Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  for (const [name, blob] of Object.entries(file)) form.append(name, blob);
  return form;
}
