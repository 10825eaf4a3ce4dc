import { FormattedMessage, useIntl } from 'react-intl';
import { FieldError } from '../../../../components/forms/form-field';
import { RowAction } from '../../../components/row-action';
import { newTable, withoutTable, type TableValues } from '../utils/floor-form-values';
import type { FloorPartProps } from './floor-editor';
import { PathField, PathInput } from './path-field';

/** The row's columns, for the heads above them where the rows have the room (docs/decisions.md 157). */
const heads = [
  'admin.floor.tableName',
  'admin.floor.tableArea',
  'admin.floor.minGuests',
  'admin.floor.maxGuests',
  'admin.floor.bookableOnline',
] as const;

/**
 * The floor's tables, one row each (name, area, least and most guests, bookable online, Remove) under one line of
 * column heads where there is room for the row (a tablet), each a small card of labelled fields where not (a
 * phone). Every control keeps its own label for a screen reader either way; the heads are for the eye only.
 */
export function FloorTables({ form, edit }: FloorPartProps) {
  const intl = useIntl();
  const { tables, areas } = form.values;
  const change = (index: number, patch: Partial<TableValues>) =>
    // A table moved to another area or made smaller may mend (or break) a combination: its errors are checked anew.
    edit({ tables: tables.map((table, at) => (at === index ? { ...table, ...patch } : table)) }, ['combinations']);
  return (
    <fieldset className="card admin-settings-group">
      <legend>
        <FormattedMessage id="admin.floor.tables" />
      </legend>
      <p className="admin-muted">
        <FormattedMessage id="admin.floor.tablesHint" />
      </p>
      <div className="admin-floor-rows">
        <div className="admin-floor-heads" aria-hidden="true">
          {heads.map((head) => (
            <span key={head}>
              <FormattedMessage id={head} />
            </span>
          ))}
        </div>
        <ol className="admin-floor-list">
          {tables.map((table, index) => {
            const path = (field: string) => `tables.${index}.${field}`;
            const title = intl.formatMessage({ id: 'admin.floor.table' }, { number: index + 1 });
            const known = areas.some((area) => area.id === table.areaId);
            return (
              <li key={table.id} className="admin-floor-table" aria-label={table.name.trim() || title}>
                <PathInput
                  form={form}
                  path={path('name')}
                  label="admin.floor.tableName"
                  type="text"
                  value={table.name}
                  onChange={(name) => change(index, { name })}
                />
                <PathField form={form} path={path('areaId')} label="admin.floor.tableArea">
                  <select
                    {...form.wire(path('areaId'))}
                    value={known ? table.areaId : ''}
                    onChange={(event) => change(index, { areaId: event.target.value })}
                  >
                    {known ? null : <option value="">{intl.formatMessage({ id: 'admin.floor.chooseArea' })}</option>}
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
                    value={table[count]}
                    onChange={(typed) => change(index, { [count]: typed })}
                  />
                ))}
                <div className="admin-floor-row-end">
                  <div className="field admin-floor-online">
                    <label className="admin-check">
                      <input
                        type="checkbox"
                        {...form.wire(path('bookableOnline'))}
                        checked={table.bookableOnline}
                        onChange={(event) => change(index, { bookableOnline: event.target.checked })}
                      />
                      <span className="admin-floor-online-label">
                        <FormattedMessage id="admin.floor.bookableOnline" />
                      </span>
                    </label>
                    <FieldError form={form} field={path('bookableOnline')} />
                  </div>
                  <RowAction
                    label="admin.floor.removeTable"
                    ariaLabel={`${intl.formatMessage({ id: 'admin.floor.removeTable' })}: ${table.name.trim() || title}`}
                    onClick={() => edit(withoutTable(form.values, table.id), ['combinations'])}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      </div>
      <FieldError form={form} field="tables" />
      <button
        type="button"
        className="button button-secondary"
        onClick={() => edit({ tables: [...tables, newTable(form.values)] }, [])}
      >
        <FormattedMessage id="admin.floor.addTable" />
      </button>
    </fieldset>
  );
}
