import { homeContentSchema, type HomeContent, type PublishedHome } from '@ristorante/contracts';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../../../components/forms/form-field';
import { SubmitButton } from '../../../../components/forms/form-notices';
import type { MessageId } from '../../../../i18n/catalogues';
import { checkWithSchema } from '../../../../lib/check-with-schema';
import { EditorFailureNotice } from '../../../components/editor-failure';
import { useToaster } from '../../../components/toaster';
import { useEditorForm } from '../../../lib/use-editor-form';

/** A picture the owner may choose: one of ours, named as the gallery describes it. */
export interface PictureChoice {
  url: string;
  label: string;
}

const languages = ['de', 'en'] as const;
const texts = (path: string) => languages.map((language) => `${path}.${language}`);

/** Every field by the path the schema and the server name it (docs/decisions.md 146), in the form's order. */
export const homePaths = [
  ...texts('hero.title'),
  ...texts('hero.lead'),
  'hero.imageUrl',
  ...texts('original.title'),
  ...texts('original.text'),
  ...texts('original.motto'),
  'features',
  ...[0, 1, 2].flatMap((index) => [
    ...texts(`features.${index}.title`),
    ...texts(`features.${index}.text`),
    `features.${index}.imageUrl`,
  ]),
  ...texts('promise.title'),
  ...texts('promise.text'),
];

type Values = HomeContent & Record<string, unknown>;

/** The value at a path of the content (`features.1.title.en`). */
function at(content: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], content);
}

/** The content with the value at `path` replaced (a copy; the form's values are never changed in place). */
function setAt(content: HomeContent, path: string, value: unknown): HomeContent {
  const copy = structuredClone(content) as unknown as Record<string, unknown>;
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy);
  parent[last] = value;
  return copy as unknown as HomeContent;
}

/**
 * The home page's texts and pictures (docs/decisions.md 152) on the form kit, fields by path: checked with the
 * catalog's schema, saved whole from the version read, a save made meanwhile by someone else answered with a reload.
 */
export function HomeForm({
  home,
  pictures,
  onSave,
  onReload,
}: {
  home: PublishedHome;
  pictures: PictureChoice[];
  onSave: (content: HomeContent, version: number) => Promise<PublishedHome>;
  onReload: () => void;
}) {
  const intl = useIntl();
  const toaster = useToaster();
  const contentOf = ({ hero, original, features, promise }: PublishedHome): Values => ({ hero, original, features, promise });
  const form = useEditorForm<Values, string>({
    id: 'home',
    initial: contentOf(home),
    fields: homePaths,
    fixFields: 'admin.home.fixFields',
    saveFailed: 'admin.home.saveFailed',
  });
  const submit = form.submitWith(
    () => checkWithSchema(homeContentSchema, form.values, 'path'),
    async () => {
      const saved = await onSave(form.values, home.version);
      form.reset(contentOf(saved));
      toaster.success(intl.formatMessage({ id: 'admin.home.saved' }));
    },
  );
  const change = (path: string, value: unknown) => {
    const [section] = path.split('.') as [keyof HomeContent];
    form.set(section, setAt(form.values, path, value)[section] as Values[typeof section]);
    form.clear(path);
  };

  const text = (path: string, label: MessageId, multiline = false, hint?: MessageId) => {
    const props = {
      ...form.wire(path, hint && form.ids(path).hint),
      value: (at(form.values, path) as string | undefined) ?? '',
      onChange: (event: { target: { value: string } }) => change(path, event.target.value),
    };
    return (
      <FormField
        key={path}
        form={form}
        field={path}
        label={label}
        hint={hint ? <FormattedMessage id={hint} /> : undefined}
        className={multiline ? 'admin-form-wide' : undefined}
      >
        {multiline ? <textarea {...props} rows={3} /> : <input {...props} type="text" autoComplete="off" />}
      </FormField>
    );
  };
  const both = (path: string, label: 'title' | 'text' | 'lead' | 'motto', multiline = false, hint?: MessageId) =>
    languages.map((language) => text(`${path}.${language}`, `admin.home.${label}.${language}`, multiline, hint));
  const picture = (path: string, optional: boolean) => {
    const current = (at(form.values, path) as string | null) ?? '';
    const choices =
      pictures.some((choice) => choice.url === current) || !current ? pictures : [{ url: current, label: current }, ...pictures];
    return (
      <FormField key={path} form={form} field={path} label="admin.home.picture" className="admin-form-wide">
        <select
          {...form.wire(path)}
          value={current}
          onChange={(event) => change(path, optional && !event.target.value ? null : event.target.value)}
        >
          {optional ? <option value="">{intl.formatMessage({ id: 'admin.home.noPicture' })}</option> : null}
          {choices.map((choice) => (
            <option key={choice.url} value={choice.url}>
              {choice.label}
            </option>
          ))}
        </select>
        {current ? <img className="admin-home-preview" src={current} alt="" width={160} height={120} loading="lazy" /> : null}
      </FormField>
    );
  };
  const group = (key: string, legend: MessageId, children: ReactNode, values?: Record<string, number>) => (
    <fieldset key={key} className="card admin-home-group">
      <legend>{intl.formatMessage({ id: legend }, values)}</legend>
      <div className="admin-form-grid">{children}</div>
    </fieldset>
  );

  return (
    <form ref={form.ref} className="admin-form" noValidate onSubmit={submit}>
      {group(
        'hero',
        'admin.home.hero',
        <>
          {both('hero.title', 'title', false, 'admin.home.nameHint')}
          {both('hero.lead', 'lead', true)}
          {picture('hero.imageUrl', true)}
        </>,
      )}
      {group(
        'original',
        'admin.home.original',
        <>
          {both('original.title', 'title')}
          {both('original.text', 'text', true)}
          {both('original.motto', 'motto')}
        </>,
      )}
      {form.values.features.map((_, index) =>
        group(
          `feature-${index}`,
          'admin.home.feature',
          <>
            {both(`features.${index}.title`, 'title')}
            {both(`features.${index}.text`, 'text', true)}
            {picture(`features.${index}.imageUrl`, false)}
          </>,
          { number: index + 1 },
        ),
      )}
      {group(
        'promise',
        'admin.home.promise',
        <>
          {both('promise.title', 'title')}
          {both('promise.text', 'text', true)}
        </>,
      )}
      <EditorFailureNotice failure={form.failure} reloadLabel="admin.home.reload" onReload={onReload} />
      <div className="admin-home-actions">
        <SubmitButton busy={form.busy} label="admin.home.save" busyLabel="admin.home.saving" className="" />
      </div>
    </form>
  );
}
