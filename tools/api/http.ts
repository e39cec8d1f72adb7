/** Request parsing and response sending, both checked against zod/mini schemas; JSON errors. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from 'zod/mini';

// zod/mini ships without messages; load English ones so 400s read "phone: Invalid input: expected string...".
z.config(z.locales.en());

export class ApiError extends Error {
  readonly status: ContentfulStatusCode;

  constructor(status: ContentfulStatusCode, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** The first zod issue as one line that names the field, e.g. "verificationCode: Invalid input: expected number". */
export function describeIssues(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request body';
  const path = issue.path.map(String).join('.');
  if (path === '' || issue.message.startsWith(path)) return issue.message;
  return `${path}: ${issue.message}`;
}

/** Parses the JSON body with the schema; any problem is a 400 naming the field. */
export async function readBody<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new ApiError(400, 'Request body must be valid JSON');
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw new ApiError(400, describeIssues(result.error));
  return result.data;
}

/** Sends a JSON body after checking it against the contract: a response that breaks it is a server bug (500). */
export function send<S extends z.ZodMiniType>(
  c: Context,
  schema: S,
  body: z.input<S>,
  status: ContentfulStatusCode = 200,
): Response {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(`Response of ${c.req.method} ${c.req.path} breaks the contract: ${z.prettifyError(result.error)}`);
  }
  return c.json(body as object, status);
}
