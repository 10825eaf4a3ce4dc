import { FormattedMessage } from 'react-intl';
import { FieldError } from '../../../../components/forms/form-field';
import type { FloorPartProps } from './floor-editor';
import { PathInput } from './path-field';

/**
 * The evening's rules of the floor (docs/decisions.md 155, 157): when a party counts as late, the kitchen's pacing
 * per arrival time (empty for none), and whether guests read their table's name.
 */
export function FloorRules({ form, edit }: FloorPartProps) {
  const { values } = form;
  return (
    <fieldset className="card admin-settings-group">
      <legend>
        <FormattedMessage id="admin.floor.rules" />
      </legend>
      <div className="admin-settings-row">
        <PathInput
          form={form}
          path="lateAfterMinutes"
          label="admin.floor.lateAfter"
          hint="admin.floor.lateAfterHint"
          type="text"
          inputMode="numeric"
          value={values.lateAfterMinutes}
          onChange={(lateAfterMinutes) => edit({ lateAfterMinutes }, [])}
        />
        <PathInput
          form={form}
          path="pacingCoversPerSlot"
          label="admin.floor.pacing"
          hint="admin.floor.pacingHint"
          type="text"
          inputMode="numeric"
          value={values.pacingCoversPerSlot}
          onChange={(pacingCoversPerSlot) => edit({ pacingCoversPerSlot }, [])}
        />
      </div>
      <div className="field admin-floor-flag">
        <label className="admin-check">
          <input
            type="checkbox"
            {...form.wire('tablesShownToGuests')}
            checked={values.tablesShownToGuests}
            onChange={(event) => edit({ tablesShownToGuests: event.target.checked }, [])}
          />
          <FormattedMessage id="admin.floor.tablesShown" />
        </label>
        <FieldError form={form} field="tablesShownToGuests" />
      </div>
    </fieldset>
  );
}
