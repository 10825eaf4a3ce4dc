import { FormattedMessage, useIntl } from 'react-intl';
import { FieldError } from '../../../../components/forms/form-field';
import { RowAction } from '../../../components/row-action';
import { todayInBerlin } from '../../../lib/dates';
import { newArea, newClosure, type AreaValues } from '../utils/floor-form-values';
import type { FloorPartProps } from './floor-editor';
import { PathInput } from './path-field';

/**
 * The floor's areas (docs/decisions.md 154, 157), one card each: its name and the days it takes no guests, with
 * "Closed today" for the terrace on a rainy evening. A new area gets its id here, as the schema wants a UUID.
 */
export function FloorAreas({ form, edit }: FloorPartProps) {
  const intl = useIntl();
  const { areas } = form.values;
  const change = (index: number, patch: Partial<AreaValues>) =>
    edit({ areas: areas.map((area, at) => (at === index ? { ...area, ...patch } : area)) }, []);
  return (
    <fieldset className="card admin-settings-group">
      <legend>
        <FormattedMessage id="admin.floor.areas" />
      </legend>
      <p className="admin-muted">
        <FormattedMessage id="admin.floor.areasHint" />
      </p>
      <ol className="admin-settings-exceptions admin-floor-areas">
        {areas.map((area, index) => {
          const title = intl.formatMessage({ id: 'admin.floor.area' }, { number: index + 1 });
          return (
            <li key={area.id}>
              <fieldset className="admin-settings-exception">
                <legend>{area.name.trim() || title}</legend>
                <div className="admin-floor-area-head">
                  <PathInput
                    form={form}
                    path={`areas.${index}.name`}
                    label="admin.floor.areaName"
                    type="text"
                    value={area.name}
                    onChange={(name) => change(index, { name })}
                  />
                  <RowAction
                    label="admin.floor.removeArea"
                    ariaLabel={`${intl.formatMessage({ id: 'admin.floor.removeArea' })}: ${area.name.trim() || title}`}
                    // Its tables then name no area, and the check asks for one at each.
                    onClick={() => edit({ areas: areas.filter((_, at) => at !== index) }, ['tables'])}
                  />
                </div>
                <Closures
                  form={form}
                  index={index}
                  area={area}
                  name={area.name.trim() || title}
                  onChange={(closures) => change(index, { closures })}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <FieldError form={form} field="areas" />
      <button type="button" className="button button-secondary" onClick={() => edit({ areas: [...areas, newArea()] }, [])}>
        <FormattedMessage id="admin.floor.addArea" />
      </button>
    </fieldset>
  );
}

/** An area's closed days: each from–to with Remove; "Closed today" adds today alone, "Add closed days" an empty pair. */
function Closures({
  form,
  index,
  area,
  name,
  onChange,
}: Pick<FloorPartProps, 'form'> & {
  index: number;
  area: AreaValues;
  /** The area's name (or number) for the buttons' screen-reader labels: each area has its own. */
  name: string;
  onChange: (next: AreaValues['closures']) => void;
}) {
  const intl = useIntl();
  const today = todayInBerlin();
  const closedToday = area.closures.some((closure) => closure.from <= today && today <= (closure.to || closure.from));
  const path = (at: number, field: string) => `areas.${index}.closures.${at}.${field}`;
  return (
    <div className="admin-floor-closures">
      <p className="admin-floor-closures-title">
        <FormattedMessage id="admin.floor.closures" />
      </p>
      {area.closures.length === 0 ? (
        <p className="admin-muted">
          <FormattedMessage id="admin.floor.noClosures" />
        </p>
      ) : (
        <ul className="admin-settings-exceptions">
          {area.closures.map((closure, at) => (
            <li key={closure.key} className="admin-floor-closure">
              <PathInput
                form={form}
                path={path(at, 'from')}
                label="admin.floor.closedFrom"
                type="date"
                value={closure.from}
                onChange={(from) => onChange(area.closures.map((other, i) => (i === at ? { ...other, from } : other)))}
              />
              <PathInput
                form={form}
                path={path(at, 'to')}
                label="admin.floor.closedTo"
                type="date"
                min={closure.from || undefined}
                value={closure.to}
                onChange={(to) => onChange(area.closures.map((other, i) => (i === at ? { ...other, to } : other)))}
              />
              <RowAction
                label="admin.floor.removeClosure"
                ariaLabel={`${intl.formatMessage({ id: 'admin.floor.removeClosure' })}: ${closure.from || at + 1}`}
                onClick={() => onChange(area.closures.filter((_, i) => i !== at))}
              />
            </li>
          ))}
        </ul>
      )}
      <FieldError form={form} field={`areas.${index}.closures`} />
      <div className="wrap-row">
        {closedToday ? null : (
          <button
            type="button"
            className="button button-secondary admin-small-button"
            aria-label={`${intl.formatMessage({ id: 'admin.floor.closedToday' })}: ${name}`}
            onClick={() => onChange([...area.closures, newClosure(today, today)])}
          >
            <FormattedMessage id="admin.floor.closedToday" />
          </button>
        )}
        <button
          type="button"
          className="button button-secondary admin-small-button"
          aria-label={`${intl.formatMessage({ id: 'admin.floor.addClosure' })}: ${name}`}
          onClick={() => onChange([...area.closures, newClosure()])}
        >
          <FormattedMessage id="admin.floor.addClosure" />
        </button>
      </div>
    </div>
  );
}
