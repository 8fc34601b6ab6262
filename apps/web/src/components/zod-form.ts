import type { z } from 'zod';

/**
 * Forms validate with the contracts' body schemas, the same ones the server's routes check: a limit lives in
 * one place (packages/contracts), and the form can neither accept what the server refuses nor refuse what it
 * accepts. The schema's issues are turned into something a form can word: what kind of problem, and the
 * limit it broke.
 */
export type FormIssue =
  | { kind: 'required'; message: string }
  | { kind: 'tooLong'; max: number; message: string }
  | { kind: 'tooShort'; min: number; message: string }
  | { kind: 'tooSmall'; min: number; message: string }
  | { kind: 'tooBig'; max: number; message: string }
  | { kind: 'invalid'; message: string };

/** Words an issue of one field; `undefined` keeps the schema's own message. */
export type IssueMessage = (issue: FormIssue) => string | undefined;

type ZodIssue = z.core.$ZodIssue;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** What kind of problem a zod issue is, given the value it was raised on. */
export function toFormIssue(issue: ZodIssue, value: unknown): FormIssue {
  const { message } = issue;
  if (isBlank(value) || (typeof value === 'number' && Number.isNaN(value)))
    return { kind: 'required', message };
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return { kind: 'tooLong', max: Number(issue.maximum), message };
  }
  if (issue.code === 'too_small' && issue.origin === 'string') {
    // A trimmed name of spaces only is "required", not "too short".
    if (Number(issue.minimum) === 1) return { kind: 'required', message };
    return { kind: 'tooShort', min: Number(issue.minimum), message };
  }
  if (issue.code === 'too_big' && issue.origin === 'number') {
    return { kind: 'tooBig', max: Number(issue.maximum), message };
  }
  if (issue.code === 'too_small' && issue.origin === 'number') {
    return { kind: 'tooSmall', min: Number(issue.minimum), message };
  }
  return { kind: 'invalid', message };
}

/**
 * A Mantine `useForm({ validate })` function over a contract schema. `toBody` turns the form's values into
 * the request body (as the form submits it, before trimming: the schema trims); each issue goes under its
 * field (`name`, `rules.win`, `links.0.url`), worded by `messages[field]` (`links.*.url` for every item of a
 * list) or else by the schema.
 */
export function zodFormValidator<Values>(
  schema: z.ZodType,
  toBody: (values: Values) => unknown,
  messages: Record<string, IssueMessage> = {},
): (values: Values) => Record<string, string> {
  return (values) => {
    const body = toBody(values);
    const result = schema.safeParse(body);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.');
      if (field in errors) continue;
      const formIssue = toFormIssue(issue, valueAt(body, issue.path));
      // `links.*.url` words the issues of every link's address.
      const message = messages[field] ?? messages[field.replace(/\.\d+(?=\.|$)/g, '.*')];
      errors[field] = message?.(formIssue) ?? formIssue.message;
    }
    return errors;
  };
}

/** The first issue of one value against one field's schema, or undefined when it is valid. */
export function findFieldIssue(schema: z.ZodType, value: unknown): FormIssue | undefined {
  const result = schema.safeParse(value);
  const issue = result.success ? undefined : result.error.issues[0];
  return issue ? toFormIssue(issue, valueAt(value, issue.path)) : undefined;
}

type Bag = { maxLength?: number | null; minValue?: number | null; maxValue?: number | null };

/** The schema inside optional, nullable, default and pipe wrappers. */
function unwrap(schema: z.ZodType): z.ZodType & Bag {
  let current = schema as z.ZodType & { unwrap?: () => z.ZodType; def: { type: string; in?: z.ZodType } };
  for (let depth = 0; depth < 10; depth++) {
    if (typeof current.unwrap === 'function' && current.def.type !== 'array')
      current = current.unwrap() as never;
    else if (current.def.type === 'pipe' && current.def.in) current = current.def.in as never;
    else break;
  }
  return current as z.ZodType & Bag;
}

/** A text field's `maxLength`, read from its schema (for the input's `maxLength` prop). */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  return unwrap(schema).maxLength ?? undefined;
}

/** A number field's bounds, read from its schema (for `NumberInput`'s `min` and `max`). */
export function rangeOf(schema: z.ZodType): { min: number | undefined; max: number | undefined } {
  const inner = unwrap(schema);
  return { min: inner.minValue ?? undefined, max: inner.maxValue ?? undefined };
}

/** A list's most items, read from its schema (`z.array(…).max(n)`). */
export function maxItemsOf(schema: z.ZodType): number | undefined {
  const checks = (
    unwrap(schema) as { def: { checks?: { _zod: { def: { check: string; maximum?: number } } }[] } }
  ).def.checks;
  return checks?.map((c) => c._zod.def).find((d) => d.check === 'max_length')?.maximum;
}
