import { restaurantDetailsSchema, type PublishedRestaurant } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { SubmitButton } from '../../../../components/forms/form-notices';
import { checkWithSchema } from '../../../../lib/check-with-schema';
import { EditorFailureNotice } from '../../../components/editor-failure';
import { RowAction } from '../../../components/row-action';
import { useToaster } from '../../../components/toaster';
import { useEditorForm } from '../../../lib/use-editor-form';
import {
  newSocialLink,
  restaurantFields,
  restaurantPaths,
  restaurantRequestOf,
  restaurantValuesOf,
  type RestaurantFormValues,
  type SocialLinkValues,
} from '../utils/restaurant-form-values';
import { PathInput } from './path-field';

/** The fields of each card, by value. */
const groups = [
  {
    legend: 'admin.restaurant.where',
    fields: ['name', 'street', 'postalCode', 'city', 'countryDe', 'countryEn', 'latitude', 'longitude'],
  },
  { legend: 'admin.restaurant.reach', fields: ['phone', 'email', 'googleReviewUrl'] },
  {
    legend: 'admin.restaurant.legal',
    fields: ['company', 'representative', 'register', 'vatId', 'supervisoryAuthority', 'hostingProvider', 'mailProvider'],
  },
] as const;

/**
 * The restaurant's details as the owner keeps them (docs/decisions.md 148) on the form kit, fields named by the
 * paths the schema and the server use (146): checked with the catalog's schema, saved whole from the version read,
 * a save made meanwhile by someone else answered with a reload.
 */
export function RestaurantForm({
  details,
  onSave,
  onReload,
}: {
  details: PublishedRestaurant;
  onSave: (request: ReturnType<typeof restaurantRequestOf>, version: number) => Promise<PublishedRestaurant>;
  onReload: () => void;
}) {
  const intl = useIntl();
  const toaster = useToaster();
  const form = useEditorForm<RestaurantFormValues, string>({
    id: 'restaurant',
    initial: restaurantValuesOf(details),
    fields: restaurantPaths,
    fixFields: 'admin.settings.fixFields',
    saveFailed: 'admin.restaurant.saveFailed',
  });

  const submit = form.submitWith(
    () => checkWithSchema(restaurantDetailsSchema, restaurantRequestOf(form.values), 'path'),
    async () => {
      const saved = await onSave(restaurantRequestOf(form.values), details.version);
      form.reset(restaurantValuesOf(saved));
      toaster.success(intl.formatMessage({ id: 'admin.restaurant.saved' }));
    },
  );
  const links = (next: SocialLinkValues[]) => {
    form.set('socialLinks', next);
    form.clear('socialLinks');
  };

  return (
    <form ref={form.ref} className="admin-form" noValidate onSubmit={submit}>
      {groups.map((group) => (
        <fieldset key={group.legend} className="card admin-settings-group">
          <legend>
            <FormattedMessage id={group.legend} />
          </legend>
          <div className="admin-form-grid">
            {group.fields.map((value) => {
              const field = restaurantFields.find((entry) => entry.value === value)!;
              return (
                <PathInput
                  key={field.path}
                  form={form}
                  path={field.path}
                  label={field.label}
                  type="text"
                  value={form.values[value]}
                  onChange={(typed) => {
                    form.set(value, typed);
                    form.clear(field.path);
                  }}
                />
              );
            })}
          </div>
        </fieldset>
      ))}
      <fieldset className="card admin-settings-group">
        <legend>
          <FormattedMessage id="admin.restaurant.social" />
        </legend>
        <ol className="admin-settings-exceptions">
          {form.values.socialLinks.map((link, index) => (
            <li key={link.key} className="admin-form-grid">
              {(['label', 'url'] as const).map((part) => (
                <PathInput
                  key={part}
                  form={form}
                  path={`socialLinks.${index}.${part}`}
                  label={part === 'label' ? 'admin.restaurant.socialLabel' : 'admin.restaurant.socialUrl'}
                  type={part === 'url' ? 'url' : 'text'}
                  value={link[part]}
                  onChange={(typed) =>
                    links(form.values.socialLinks.map((other, at) => (at === index ? { ...other, [part]: typed } : other)))
                  }
                />
              ))}
              <RowAction
                label="admin.restaurant.removeSocial"
                ariaLabel={`${intl.formatMessage({ id: 'admin.restaurant.removeSocial' })}: ${link.label || index + 1}`}
                onClick={() => links(form.values.socialLinks.filter((_, at) => at !== index))}
              />
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => links([...form.values.socialLinks, newSocialLink()])}
        >
          <FormattedMessage id="admin.restaurant.addSocial" />
        </button>
      </fieldset>
      <EditorFailureNotice failure={form.failure} reloadLabel="admin.settings.reload" onReload={onReload} />
      <div className="admin-settings-actions">
        <SubmitButton busy={form.busy} label="admin.restaurant.save" busyLabel="admin.settings.saving" className="" />
      </div>
    </form>
  );
}
