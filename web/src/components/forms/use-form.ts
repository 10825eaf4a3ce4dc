import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/catalogues';
import { ApiError, newIdempotencyKey } from '../../lib/api';
import type { Checked } from '../../lib/check-with-schema';

/**
 * What is wrong with a field or a form: a catalogue key (translated at render, so it follows a language switch) or a
 * sentence the server already wrote in the reader's language.
 */
export type Problem = { key: MessageId } | { text: string };
export type Problems<Field extends string> = Partial<Record<Field, Problem>>;

interface FormOptions<Values, Field> {
  /**
   * The controls' ids are `${id}-${field}`, their errors' `${id}-${field}-error`, their hints' `${id}-${field}-hint`
   * (a field's dots, as in a nested path, become dashes).
   */
  id: string;
  initial: Values;
  /**
   * The fields that can carry an error, in the form's order: focus goes to the first bad one. A field is a key of
   * the values or, for a form of nested values (the Settings' hours), the path the shared schema and the server name;
   * a form whose fields come and go with its values (a day opened, an exception added) gives them from its values.
   */
  fields: readonly Field[] | ((values: Values) => readonly Field[]);
  /** Called on every edit: what the last answer said (a thank-you, a refusal) no longer holds. */
  onEdit?: () => void;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/** The fields whose value is text, which `control` can bind to an input, select or textarea. */
type TextField<Values, Field extends keyof Values> = { [K in Field]: Values[K] extends string ? K : never }[Field];

/**
 * The one form idiom of both apps (docs/decisions.md 142): the values as typed, each field's problem shown beside it
 * and cleared as soon as that field is edited, focus taken to the first bad field once the errors are drawn, the
 * shared schema's verdict (loaded when the guest starts on the form) and the server's field errors mapped the same
 * way, one submission at a time, and one Idempotency-Key per set of values (any edit makes a new one). What a form
 * says on success or failure stays the form's own.
 */
export function useForm<Values extends Record<string, unknown>, Field extends string>(options: FormOptions<Values, Field>) {
  const intl = useIntl();
  const { id } = options;
  const [values, setValues] = useState<Values>(options.initial);
  const fields = typeof options.fields === 'function' ? options.fields(values) : options.fields;
  const [errors, setErrors] = useState<Problems<Field>>({});
  const [focus, setFocus] = useState<Field | undefined>();
  const [busy, setBusy] = useState(false);
  const submitting = useRef(false);
  const key = useRef<string | undefined>(undefined);
  const ref = useRef<HTMLFormElement>(null);
  const onEdit = useRef(options.onEdit);
  onEdit.current = options.onEdit;

  useEffect(() => {
    if (!focus) return;
    ref.current?.querySelector<HTMLElement>(`[name="${focus}"]`)?.focus();
    setFocus(undefined);
  }, [focus]);

  const ids = (field: Field) => {
    const control = `${id}-${field.replaceAll('.', '-')}`;
    return { control, error: `${control}-error`, hint: `${control}-hint` };
  };

  /** Sets one value as the person typed it. */
  const set = <Name extends keyof Values>(name: Name, value: Values[Name]) => {
    setValues((current) => ({ ...current, [name]: value }));
    key.current = undefined;
    clear(name as string);
    onEdit.current?.();
  };

  /**
   * Takes away these fields' problems, and those of the paths below them (`weeklyHours.friday` clears its `.open`):
   * an edit elsewhere that may have been their fix (a dashboard's dish, a day closed).
   */
  const clear = (...names: string[]) =>
    setErrors((current) => {
      const cleared = (key: string) => names.some((name) => key === name || key.startsWith(`${name}.`));
      if (!Object.keys(current).some(cleared)) return current;
      return Object.fromEntries(Object.entries(current).filter(([key]) => !cleared(key))) as Problems<Field>;
    });

  /** Shows these problems (replacing the last ones) and takes focus to the first; whether there were any. */
  const showErrors = (found: Problems<Field>) => {
    setErrors(found);
    setFocus(fields.find((field) => found[field]));
    return fields.some((field) => found[field]);
  };

  /** The `aria-describedby` of a control: its error when it has one, then whatever else describes it. */
  const describedBy = (field: Field, ...others: Array<string | false | undefined>) =>
    [errors[field] ? ids(field).error : undefined, ...others].filter(Boolean).join(' ') || undefined;

  /** What ties any control to its field: id, name, and its error (and other descriptions) for a screen reader. */
  const wire = (field: Field, ...describedByOthers: Array<string | false | undefined>) => ({
    id: ids(field).control,
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field, ...describedByOthers),
  });

  return {
    ref,
    values,
    errors,
    busy,
    ids,
    set,
    clear,
    showErrors,
    describedBy,
    wire,
    say: (problem: Problem) => ('key' in problem ? intl.formatMessage({ id: problem.key }) : problem.text),
    /** The props of a text control: id and name, value, change, and its error (and other descriptions) wired. */
    control: (field: TextField<Values, Field & keyof Values>, ...describedByOthers: Array<string | false | undefined>) => ({
      ...wire(field, ...describedByOthers),
      value: values[field] as string,
      onChange: (event: ChangeEvent<Control>) => set(field, event.target.value as Values[typeof field]),
    }),
    /** Back to these values (the initial ones by default), with no problems and a new Idempotency-Key to come. */
    reset: (next: Values = options.initial) => {
      setValues(next);
      setErrors({});
      key.current = undefined;
    },
    /** The Idempotency-Key of the values as they stand: the same for a resend, a new one after any edit. */
    idempotencyKey: () => (key.current ??= newIdempotencyKey()),
    /**
     * The shared schema's verdict: the request it parsed, or undefined with each bad field shown. It throws when the
     * checker's chunk did not arrive (connection lost, a release replaced it): the form says so and sends nothing.
     */
    check: async <Request>(verdict: () => Checked<Request> | Promise<Checked<Request>>): Promise<Request | undefined> => {
      const checked = await verdict();
      if (checked.ok) return checked.request;
      showErrors(checked.errors as Problems<Field>);
      return undefined;
    },
    /** Shows the field errors a refusal names (a 400, a 409 naming a field); whether it named any of this form's. */
    showServerErrors: (error: unknown) => {
      if (!(error instanceof ApiError)) return false;
      const named = fields.filter((field) => error.fields[field] !== undefined);
      return showErrors(Object.fromEntries(named.map((field) => [field, { text: error.fields[field]! }])) as Problems<Field>);
    },
    /** The form's submit handler, one submission at a time: a second click while the first runs does nothing. */
    handleSubmit: (submit: () => Promise<void>) => async (event: Pick<FormEvent, 'preventDefault'>) => {
      event.preventDefault();
      if (submitting.current) return;
      submitting.current = true;
      setBusy(true);
      try {
        await submit();
      } finally {
        submitting.current = false;
        setBusy(false);
      }
    },
  };
}

export type Form<Values extends Record<string, unknown>, Field extends string> = ReturnType<typeof useForm<Values, Field>>;
