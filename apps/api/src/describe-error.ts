/*
 * What the server log says about an unexpected error. A failed query's error carries the values it
 * was given (drizzle puts them in its message: a new user's password hash, e-mail and phone), and
 * database messages can quote an input; none of that may reach a log. So the log gets each error's
 * name, code and message without the query's parameters, the stack's frames, and a last pass that
 * blanks anything shaped like personal data or a secret.
 */

const REDACTED = '[redacted]';

/** Shapes that must never be logged, whatever message carries them. */
const SECRET_SHAPES: readonly RegExp[] = [
  // argon2 PHC strings ($argon2id$v=19$m=…,t=…,p=…$salt$hash).
  /\$argon2(?:id|i|d)\$[^\s'")]+/g,
  // JWTs (session tokens): three base64url parts, the first starting like a JSON header.
  /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g,
  /\bBearer\s+\S+/gi,
  /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g,
  // Phone numbers: 10 to 15 digits, with an optional + and single spaces or hyphens between them.
  /(?<![\w-])\+?\d(?:[\s-]?\d){9,14}(?![\w-])/g,
  // Link tokens and other long random strings: letters and digits mixed, 32 or more.
  /\b(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{32,}\b/g,
];

/** How deep a chain of causes is followed. */
const MAX_CAUSES = 5;

interface ErrorFields {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
  stack?: unknown;
}

const fieldsOf = (error: unknown): ErrorFields | undefined => (typeof error === 'object' && error !== null ? (error as ErrorFields) : undefined);

/** A failed query's message is its SQL (placeholders only) followed by `params: …`: keep the SQL. */
function messageOf(fields: ErrorFields): string {
  if (typeof fields.query === 'string' && 'params' in fields) return `Failed query: ${fields.query}`;
  const message = typeof fields.message === 'string' ? fields.message : '';
  return message.split(/\r?\nparams:/)[0] ?? '';
}

function headline(fields: ErrorFields): string {
  // Some libraries' errors keep Error's own name (drizzle's failed query does): their class says more.
  const className = (fields as { constructor?: { name?: unknown } }).constructor?.name;
  const ownName = typeof fields.name === 'string' ? fields.name : 'Error';
  const name = ownName === 'Error' && typeof className === 'string' && className !== 'Object' ? className : ownName;
  const code = typeof fields.code === 'string' || typeof fields.code === 'number' ? ` [${fields.code}]` : '';
  return `${name}${code}: ${messageOf(fields)}`;
}

/** The "at …" lines of a stack: where it happened, never what with. */
const framesOf = (fields: ErrorFields) =>
  typeof fields.stack === 'string' ? fields.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];

const redactSecrets = (text: string) => SECRET_SHAPES.reduce((current, shape) => current.replace(shape, REDACTED), text);

/** One log entry for `error`: its headline and frames, then each cause's headline. */
export function describeError(error: unknown): string {
  const outer = fieldsOf(error);
  if (!outer) return `A non-error value was thrown (${typeof error})`;
  const lines = [headline(outer), ...framesOf(outer)];
  let cause = fieldsOf(outer.cause);
  for (let depth = 0; cause && depth < MAX_CAUSES; depth += 1) {
    lines.push(`Caused by ${headline(cause)}`);
    cause = fieldsOf(cause.cause);
  }
  return redactSecrets(lines.join('\n'));
}
