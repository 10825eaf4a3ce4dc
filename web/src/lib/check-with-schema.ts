import type { MessageId } from '../i18n/catalogues';

/** A form's values checked: the parsed request, or each field's first problem as a catalogue key. */
export type Checked<Request> =
  { ok: true; request: Request } | { ok: false; errors: Partial<Record<string, { key: MessageId }>> };

/** What this needs of a zod schema; typed structurally, so this module brings no zod of its own. */
interface SafeParser<Request> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: Request }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/**
 * Values checked with the same shared schema the server uses: each field's first problem, whose message is a
 * key of the shared catalogues (booking.*, inbox.*, common.*), translated at render like every other text. A
 * problem is filed under its top-level field, or with `at: 'path'` under its whole path (`exceptions.0.from`), as
 * a form of nested values names its controls and the server its errors.
 */
export function checkWithSchema<Request>(
  schema: SafeParser<Request>,
  input: unknown,
  at: 'field' | 'path' = 'field',
): Checked<Request> {
  const checked = schema.safeParse(input);
  if (checked.success) return { ok: true, request: checked.data };
  const errors: Partial<Record<string, { key: MessageId }>> = {};
  for (const issue of checked.error.issues) {
    const name = at === 'path' ? issue.path.join('.') : String(issue.path[0]);
    errors[name] ??= { key: issue.message as MessageId };
  }
  return { ok: false, errors };
}
