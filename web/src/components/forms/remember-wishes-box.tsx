import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/catalogues';
import { FieldError } from './form-field';
import type { Problem } from './use-form';

interface CheckableForm {
  values: { rememberWishes: boolean };
  set(field: 'rememberWishes', value: boolean): void;
  ids(field: 'rememberWishes'): { control: string; error: string; hint: string };
  errors: { rememberWishes?: Problem | undefined };
  say(problem: Problem): string;
  describedBy(field: 'rememberWishes'): string | undefined;
}

/**
 * The booking forms' box for remembering the guest's wishes and allergies (docs/decisions.md 163): unticked until
 * the guest ticks it; without it nothing of the booking's wishes outlives the booking. Its text comes from
 * privacy-note-messages.ts, which the form's route loads. The dashboard's phone form ticks it for the guest who
 * said yes on the phone: its own words (`label`, said to staff) and its own look (`className`, the dashboard's).
 */
export function RememberWishesBox({
  form,
  label = 'privacyNote.rememberWishes',
  className = 'field field-check field-wide',
}: {
  form: CheckableForm;
  label?: MessageId;
  className?: string;
}) {
  return (
    <div className={className}>
      <input
        id={form.ids('rememberWishes').control}
        name="rememberWishes"
        type="checkbox"
        checked={form.values.rememberWishes}
        onChange={(event) => form.set('rememberWishes', event.target.checked)}
        aria-invalid={form.errors.rememberWishes ? true : undefined}
        aria-describedby={form.describedBy('rememberWishes')}
      />
      <label htmlFor={form.ids('rememberWishes').control}>
        <FormattedMessage id={label} />
      </label>
      <FieldError form={form} field="rememberWishes" />
    </div>
  );
}
