import {
  alcoholicByDefault,
  drinkCategories,
  foodCategories,
  isDrinkCategory,
  menuCategoryLabels,
  menuItemInputSchema,
  type AllergenCode,
  type MenuCategory,
  type MenuItem,
} from '@ristorante/contracts';
import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../../i18n/catalogues';
import { FieldError, FormField } from '../../../../components/forms/form-field';
import { SubmitButton } from '../../../../components/forms/form-notices';
import { checkWithSchema } from '../../../../lib/check-with-schema';
import { EditorFailureNotice } from '../../../components/editor-failure';
import { useEditorForm } from '../../../lib/use-editor-form';
import { AllergenChecks } from './allergen-checks';
import { DishImageUpload } from './dish-image-upload';

const textFields = ['titleDe', 'titleEn', 'descriptionDe', 'descriptionEn', 'category', 'price', 'imageUrl'] as const;
/** The labels the allergens can contradict (docs/decisions.md 129): each can carry an error. */
const dietFields = ['vegetarian', 'vegan', 'glutenFree'] as const;
const fields = [...textFields, 'allergens', ...dietFields, 'sortOrder'] as const;
type Field = (typeof fields)[number];
const flags = [...dietFields, 'spicy'] as const;

export type DishValues = {
  titleDe: string;
  titleEn: string;
  descriptionDe: string;
  descriptionEn: string;
  category: MenuCategory;
  price: string;
  imageUrl: string;
  allergens: AllergenCode[];
  vegetarian: boolean;
  vegan: boolean;
  glutenFree: boolean;
  spicy: boolean;
  isAlcoholic: boolean;
  isAvailable: boolean;
  sortOrder: string;
};

/** The form's values for a new dish, or for one as it stands (price with the staff's decimal mark). */
export function dishValues(dish: MenuItem | undefined, locale: string): DishValues {
  const price = dish ? dish.price.toFixed(2) : '';
  return {
    titleDe: dish?.titleDe ?? dish?.title ?? '',
    titleEn: dish?.titleEn ?? '',
    descriptionDe: dish?.descriptionDe ?? dish?.description ?? '',
    descriptionEn: dish?.descriptionEn ?? '',
    category: dish?.category ?? 'pasta',
    price: locale === 'de' ? price.replace('.', ',') : price,
    imageUrl: dish?.imageUrl ?? '',
    allergens: dish?.allergens ?? [],
    vegetarian: dish?.vegetarian ?? false,
    vegan: dish?.vegan ?? false,
    glutenFree: dish?.glutenFree ?? false,
    spicy: dish?.spicy ?? false,
    isAlcoholic: dish?.isAlcoholic ?? false,
    isAvailable: dish?.isAvailable ?? true,
    sortOrder: String(dish?.sortOrder ?? 0),
  };
}

/** The request the API takes: whole numbers as numbers, 'alcoholic' only for a drink. */
export function dishRequest(values: DishValues) {
  const sortOrder = values.sortOrder.trim();
  return {
    ...values,
    sortOrder: /^\d+$/.test(sortOrder) ? Number(sortOrder) : sortOrder === '' ? 0 : sortOrder,
    isAlcoholic: isDrinkCategory(values.category) ? values.isAlcoholic : undefined,
  };
}

interface DishFormProps {
  initial: DishValues;
  /** An old allergen text to resolve (docs/decisions.md 89). */
  allergensNote: string | null;
  onSubmit: (request: ReturnType<typeof dishRequest>) => Promise<void>;
  /** A 412: someone saved meanwhile; the form is reopened with their values. */
  onReload: () => void;
  onCancel: () => void;
}

/**
 * Everything the public menu shows of a dish, German required and English optional, checked with the
 * catalog's own schema before it is sent; the server's answer is shown in place and nothing typed is lost.
 */
export function DishForm({ initial, allergensNote, onSubmit, onReload, onCancel }: DishFormProps) {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'de';
  const form = useEditorForm({
    id: 'dish',
    initial,
    fields,
    fixFields: 'admin.dishForm.fixFields',
    saveFailed: 'admin.dishForm.saveFailed',
  });
  const { values, errors } = form;
  const say = (id: MessageId, extra?: Record<string, string>) => intl.formatMessage({ id }, extra);

  const set = <K extends keyof DishValues>(field: K, value: DishValues[K]) => {
    form.set(field, value);
    // A new drink category brings its usual alcoholic flag; staff may still change it.
    if (field === 'category' && isDrinkCategory(value as MenuCategory)) {
      form.set('isAlcoholic', alcoholicByDefault.has(value as (typeof drinkCategories)[number]));
    }
    // Unticking the allergen may be the fix for a label's error as much as unticking the label.
    if (field === 'allergens') form.clear(...dietFields);
  };

  const submit = form.submitWith(
    () => checkWithSchema(menuItemInputSchema, dishRequest(values)),
    () => onSubmit(dishRequest(values)),
  );

  const error = (field: Field) => <FieldError form={form} field={field} />;
  const text = (field: (typeof textFields)[number], id: MessageId, extra: { hint?: MessageId; multiline?: boolean } = {}) => {
    const props = form.control(field, extra.hint && form.ids(field).hint);
    return (
      <FormField
        form={form}
        field={field}
        label={id}
        hint={extra.hint ? <FormattedMessage id={extra.hint} /> : undefined}
        className={extra.multiline ? 'admin-form-wide' : undefined}
      >
        {extra.multiline ? <textarea {...props} rows={3} /> : <input {...props} autoComplete="off" />}
      </FormField>
    );
  };
  const checkbox = (field: (typeof flags)[number] | 'isAlcoholic' | 'isAvailable', id: MessageId) => (
    <label className="admin-check">
      <input
        type="checkbox"
        {...((dietFields as readonly string[]).includes(field)
          ? {
              id: form.ids(field as Field).control,
              name: field,
              'aria-invalid': errors[field as Field] ? true : undefined,
              'aria-describedby': form.describedBy(field as Field),
            }
          : { name: field })}
        checked={values[field]}
        onChange={(event) => set(field, event.target.checked)}
      />
      <FormattedMessage id={id} />
    </label>
  );

  return (
    <form ref={form.ref} className="admin-form" noValidate onSubmit={submit}>
      <div className="admin-form-grid">
        {text('titleDe', 'admin.dishForm.titleDe')}
        {text('titleEn', 'admin.dishForm.titleEn', { hint: 'admin.dishForm.englishHint' })}
        {text('descriptionDe', 'admin.dishForm.descriptionDe', { multiline: true })}
        {text('descriptionEn', 'admin.dishForm.descriptionEn', { multiline: true })}
        <FormField form={form} field="category" label="admin.dishForm.category">
          <select {...form.control('category')} onChange={(event) => set('category', event.target.value as MenuCategory)}>
            {(
              [
                ['admin.dishForm.food', foodCategories],
                ['admin.dishForm.drinks', drinkCategories],
              ] as const
            ).map(([group, categories]) => (
              <optgroup key={group} label={say(group)}>
                {categories.map((category) => (
                  <option key={category} value={category}>
                    {menuCategoryLabels[category][locale]}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </FormField>
        {text('price', 'admin.dishForm.price', { hint: 'admin.dishForm.priceHint' })}
        {text('imageUrl', 'admin.dishForm.imageUrl', { hint: 'admin.dishForm.imageHint' })}
        <DishImageUpload onUploaded={(imageUrl) => set('imageUrl', imageUrl)} />
        <AllergenChecks
          chosen={values.allergens}
          oldNote={allergensNote}
          errorId={errors.allergens ? form.ids('allergens').error : undefined}
          onChange={(allergens) => set('allergens', allergens)}
        >
          {error('allergens')}
        </AllergenChecks>
        <fieldset className="admin-form-wide admin-checks">
          <legend>
            <FormattedMessage id="admin.dishForm.diet" />
          </legend>
          {flags.map((flag) => checkbox(flag, `admin.dishForm.${flag}`))}
          {isDrinkCategory(values.category) ? checkbox('isAlcoholic', 'admin.dishForm.isAlcoholic') : null}
          {dietFields.map((label) => (
            <Fragment key={label}>{error(label)}</Fragment>
          ))}
        </fieldset>
        <div className="field">{checkbox('isAvailable', 'admin.dishForm.isAvailable')}</div>
        <FormField
          form={form}
          field="sortOrder"
          label="admin.dishForm.sortOrder"
          hint={<FormattedMessage id="admin.dishForm.sortOrderHint" />}
        >
          <input {...form.control('sortOrder', form.ids('sortOrder').hint)} inputMode="numeric" />
        </FormField>
      </div>
      <EditorFailureNotice failure={form.failure} reloadLabel="admin.dishForm.reload" onReload={onReload} />
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onCancel}>
          <FormattedMessage id="admin.dialog.cancel" />
        </button>
        <SubmitButton busy={form.busy} label="admin.dishForm.save" busyLabel="admin.dishForm.saving" />
      </div>
    </form>
  );
}
