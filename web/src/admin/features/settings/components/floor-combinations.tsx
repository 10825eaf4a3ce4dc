import { FormattedMessage, useIntl } from 'react-intl';
import { FieldError } from '../../../../components/forms/form-field';
import { RowAction } from '../../../components/row-action';
import { newCombination, type CombinationValues } from '../utils/floor-form-values';
import type { FloorPartProps } from './floor-editor';
import { PathField, PathInput } from './path-field';

/**
 * The tables that may be pushed together (docs/decisions.md 154, 157), one card each: its name, the area whose
 * tables it joins (ticked from that area's alone, as joined tables stand in one), and the guests it seats.
 */
export function FloorCombinations({ form, edit }: FloorPartProps) {
  const { combinations } = form.values;
  const change = (index: number, patch: Partial<CombinationValues>) =>
    edit(
      { combinations: combinations.map((combination, at) => (at === index ? { ...combination, ...patch } : combination)) },
      [],
    );
  return (
    <fieldset className="card admin-settings-group">
      <legend>
        <FormattedMessage id="admin.floor.combinations" />
      </legend>
      <p className="admin-muted">
        <FormattedMessage id="admin.floor.combinationsHint" />
      </p>
      {combinations.length === 0 ? (
        <p>
          <FormattedMessage id="admin.floor.noCombinations" />
        </p>
      ) : null}
      <ol className="admin-settings-exceptions">
        {combinations.map((combination, index) => (
          <li key={combination.id}>
            <CombinationFields
              form={form}
              index={index}
              combination={combination}
              onChange={(patch) => change(index, patch)}
              onRemove={() => edit({ combinations: combinations.filter((_, at) => at !== index) }, [])}
            />
          </li>
        ))}
      </ol>
      <FieldError form={form} field="combinations" />
      <button
        type="button"
        className="button button-secondary"
        onClick={() => edit({ combinations: [...combinations, newCombination(form.values)] }, [])}
      >
        <FormattedMessage id="admin.floor.addCombination" />
      </button>
    </fieldset>
  );
}

function CombinationFields({
  form,
  index,
  combination,
  onChange,
  onRemove,
}: Pick<FloorPartProps, 'form'> & {
  index: number;
  combination: CombinationValues;
  onChange: (patch: Partial<CombinationValues>) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const { areas, tables } = form.values;
  const path = (field: string) => `combinations.${index}.${field}`;
  const title = intl.formatMessage({ id: 'admin.floor.combination' }, { number: index + 1 });
  // The area's tables, and any ticked one standing elsewhere (moved since), so it can be seen and unticked.
  const offered = tables.filter((table) => table.areaId === combination.areaId || combination.tableIds.includes(table.id));
  const tablesPath = path('tableIds');
  const tablesIds = form.ids(tablesPath);
  return (
    <fieldset className="admin-settings-exception">
      <legend>{combination.name.trim() || title}</legend>
      <div className="admin-floor-combination-fields">
        <PathInput
          form={form}
          path={path('name')}
          label="admin.floor.combinationName"
          type="text"
          value={combination.name}
          onChange={(name) => onChange({ name })}
        />
        <PathField form={form} path={path('areaId')} label="admin.floor.combinationArea">
          <select
            {...form.wire(path('areaId'))}
            value={combination.areaId}
            // Another area's tables: none of this area's stay ticked.
            onChange={(event) => onChange({ areaId: event.target.value, tableIds: [] })}
          >
            {areas.map((area, at) => (
              <option key={area.id} value={area.id}>
                {area.name.trim() || intl.formatMessage({ id: 'admin.floor.area' }, { number: at + 1 })}
              </option>
            ))}
          </select>
        </PathField>
        {(['minGuests', 'maxGuests'] as const).map((count) => (
          <PathInput
            key={count}
            form={form}
            path={path(count)}
            label={`admin.floor.${count}`}
            type="text"
            inputMode="numeric"
            value={combination[count]}
            onChange={(typed) => onChange({ [count]: typed })}
          />
        ))}
      </div>
      <fieldset
        className="admin-floor-joined"
        aria-invalid={form.errors[tablesPath] ? true : undefined}
        aria-describedby={form.describedBy(tablesPath)}
      >
        <legend>
          <FormattedMessage id="admin.floor.combinationTables" />
        </legend>
        {offered.length === 0 ? (
          <p className="admin-muted">
            <FormattedMessage id="admin.floor.noTablesInArea" />
          </p>
        ) : (
          <ul className="wrap-row">
            {offered.map((table) => {
              const id = `${tablesIds.control}-${table.id}`;
              return (
                <li key={table.id}>
                  <label className="admin-check admin-floor-chip" htmlFor={id}>
                    <input
                      id={id}
                      // One name for the group: a refusal takes focus to its first box.
                      name={tablesPath}
                      type="checkbox"
                      checked={combination.tableIds.includes(table.id)}
                      onChange={(event) =>
                        onChange({
                          tableIds: event.target.checked
                            ? [...combination.tableIds, table.id]
                            : combination.tableIds.filter((other) => other !== table.id),
                        })
                      }
                    />
                    {table.name.trim() || intl.formatMessage({ id: 'admin.floor.table' }, { number: tables.indexOf(table) + 1 })}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        <FieldError form={form} field={tablesPath} />
      </fieldset>
      <RowAction
        label="admin.floor.removeCombination"
        ariaLabel={`${intl.formatMessage({ id: 'admin.floor.removeCombination' })}: ${combination.name.trim() || title}`}
        onClick={onRemove}
      />
    </fieldset>
  );
}
