import {
  berlinLocalToInstant,
  blogCategories,
  blogPostInputSchemaAt,
  blogPostStatuses,
  type BlogPostInput,
  type BlogPostPreview,
  type Locale,
} from '@ristorante/contracts';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../../../components/forms/form-field';
import { SubmitButton } from '../../../../components/forms/form-notices';
import { paths } from '../../../../config/paths';
import type { MessageId } from '../../../../i18n/catalogues';
import { checkWithSchema } from '../../../../lib/check-with-schema';
import { EditorFailureNotice } from '../../../components/editor-failure';
import { failureText } from '../../../lib/failure-text';
import { useEditorForm } from '../../../lib/use-editor-form';
import { blogFields, blogRequestOf, slugOf, type BlogField, type BlogFormValues } from '../utils/blog-form-values';
import { CoverPicker } from './cover-picker';
import { PostPreview } from './post-preview';

const statusLabels = {
  draft: 'admin.blogForm.statusDraft',
  published: 'admin.blogForm.statusPublished',
  scheduled: 'admin.blogForm.statusScheduled',
} as const satisfies Record<(typeof blogPostStatuses)[number], MessageId>;

const publishAtHints = {
  draft: 'admin.blogForm.publishAtDraft',
  published: 'admin.blogForm.publishAtPublished',
  scheduled: 'admin.blogForm.publishAtScheduled',
} as const satisfies Record<(typeof blogPostStatuses)[number], MessageId>;

type Preview = { state: 'loading' } | { state: 'shown'; answer: BlogPostPreview } | { state: 'failed'; text: string };

interface BlogPostFormProps {
  initial: BlogFormValues;
  /** The time the post already has: a scheduled post that went live may keep it (contracts' blogPostInputSchemaAt). */
  keptPublishAt: string | null;
  onSubmit: (request: BlogPostInput) => Promise<void>;
  /** The bodies as the guests' page would show them (the catalog renders the Markdown). */
  onPreview: (bodies: { bodyDe: string; bodyEn: string }) => Promise<BlogPostPreview>;
  onReload: () => void;
  onCancel: () => void;
}

/**
 * A blog post in both languages side by side (docs/decisions.md 153) on the form kit: each language's title, address
 * (suggested from the title until the owner writes their own), teaser, Markdown text and picture description; then
 * category, author, cover and when it appears. Checked with the catalog's schema, the server's refusals shown at
 * their fields (a 409 at the address), a save made meanwhile by someone else answered with a reload; the preview
 * shows the post as guests will see it.
 */
export function BlogPostForm({ initial, keptPublishAt, onSubmit, onPreview, onReload, onCancel }: BlogPostFormProps) {
  const intl = useIntl();
  const form = useEditorForm<BlogFormValues, BlogField>({
    id: 'blog',
    initial,
    fields: blogFields,
    fixFields: 'admin.blogForm.fixFields',
    saveFailed: 'admin.blogForm.saveFailed',
  });
  const { values } = form;
  // An address the owner wrote stays theirs; until then (or once emptied) it follows the title.
  const [ownSlug, setOwnSlug] = useState({ de: initial.slugDe !== '', en: initial.slugEn !== '' });
  const [preview, setPreview] = useState<Preview | undefined>();
  const previewButton = useRef<HTMLButtonElement>(null);
  const say = (id: MessageId) => intl.formatMessage({ id });

  const submit = form.submitWith(
    () =>
      checkWithSchema(
        blogPostInputSchemaAt(() => new Date(), keptPublishAt),
        blogRequestOf(values),
      ),
    () => onSubmit(blogRequestOf(values)),
  );

  const showPreview = async () => {
    setPreview({ state: 'loading' });
    try {
      setPreview({ state: 'shown', answer: await onPreview({ bodyDe: values.bodyDe, bodyEn: values.bodyEn }) });
    } catch (error) {
      setPreview({ state: 'failed', text: `${say('admin.blogForm.previewFailed')} ${failureText(error, intl) ?? ''}`.trim() });
    }
  };
  const closePreview = () => {
    setPreview(undefined);
    // The form is shown again on the next paint; focus goes back to the button that opened the preview.
    requestAnimationFrame(() => previewButton.current?.focus());
  };

  const text = (field: BlogField, lang: Locale, extra: { rows?: number; hint?: string; type?: string } = {}) => {
    const props = form.control(field, extra.hint && form.ids(field).hint);
    return (
      <FormField form={form} field={field} label={`admin.blogForm.${field}` as MessageId} hint={extra.hint}>
        {extra.rows ? (
          <textarea {...props} lang={lang} rows={extra.rows} />
        ) : (
          <input {...props} lang={lang} type={extra.type ?? 'text'} autoComplete="off" />
        )}
      </FormField>
    );
  };

  const language = (lang: Locale) => {
    const de = lang === 'de';
    const [title, slug, teaser, body, alt] = de
      ? (['titleDe', 'slugDe', 'teaserDe', 'bodyDe', 'coverAltDe'] as const)
      : (['titleEn', 'slugEn', 'teaserEn', 'bodyEn', 'coverAltEn'] as const);
    const slugHint = intl.formatMessage(
      { id: 'admin.blogForm.slugHint' },
      { path: paths.blogPost.getHref(lang, values[slug] || '…') },
    );
    return (
      <fieldset className="admin-blog-language">
        <legend>
          <FormattedMessage id={de ? 'admin.blogForm.german' : 'admin.blogForm.english'} />
        </legend>
        <FormField form={form} field={title} label={`admin.blogForm.${title}`}>
          <input
            {...form.control(title)}
            lang={lang}
            type="text"
            autoComplete="off"
            onChange={(event) => {
              form.set(title, event.target.value);
              if (!ownSlug[lang]) form.set(slug, slugOf(event.target.value));
            }}
          />
        </FormField>
        <FormField form={form} field={slug} label={`admin.blogForm.${slug}`} hint={slugHint}>
          <input
            {...form.control(slug, form.ids(slug).hint)}
            type="text"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              form.set(slug, event.target.value);
              setOwnSlug((own) => ({ ...own, [lang]: event.target.value !== '' }));
            }}
          />
        </FormField>
        {text(teaser, lang, { rows: 3 })}
        {text(body, lang, { rows: 14, hint: say('admin.blogForm.bodyHint') })}
        {text(alt, lang)}
      </fieldset>
    );
  };

  return (
    <>
      <form
        ref={form.ref}
        className="admin-form admin-blog-form"
        noValidate
        onSubmit={submit}
        hidden={preview?.state === 'shown'}
      >
        <div className="admin-form-grid">
          {language('de')}
          {language('en')}
        </div>
        <fieldset className="admin-blog-group">
          <legend>
            <FormattedMessage id="admin.blogForm.about" />
          </legend>
          <div className="admin-form-grid">
            <FormField form={form} field="category" label="admin.blogForm.category">
              <select {...form.control('category')}>
                <option value="">{say('admin.blogForm.chooseCategory')}</option>
                {blogCategories.map((category) => (
                  <option key={category} value={category}>
                    {say(`admin.blogCategory.${category}`)}
                  </option>
                ))}
              </select>
            </FormField>
            {text('author', intl.locale === 'en' ? 'en' : 'de')}
            <CoverPicker form={form} />
          </div>
        </fieldset>
        <fieldset className="admin-blog-group">
          <legend>
            <FormattedMessage id="admin.blogForm.publishing" />
          </legend>
          <div className="admin-form-grid">
            <FormField form={form} field="status" label="admin.blogForm.status">
              <select {...form.control('status')}>
                {blogPostStatuses.map((status) => (
                  <option key={status} value={status}>
                    {say(statusLabels[status])}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField
              form={form}
              field="publishAt"
              label="admin.blogForm.publishAt"
              hint={
                <FormattedMessage
                  id={publishAtHints[values.status as keyof typeof publishAtHints] ?? 'admin.blogForm.publishAtDraft'}
                />
              }
            >
              <input {...form.control('publishAt', form.ids('publishAt').hint)} type="datetime-local" />
            </FormField>
          </div>
        </fieldset>
        <EditorFailureNotice failure={form.failure} reloadLabel="admin.blogForm.reload" onReload={onReload} />
        {preview?.state === 'failed' ? (
          <p className="notice notice-error" role="alert">
            {preview.text}
          </p>
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={onCancel}>
            <FormattedMessage id="admin.dialog.cancel" />
          </button>
          <button
            ref={previewButton}
            type="button"
            className="button button-secondary"
            aria-disabled={preview?.state === 'loading' || undefined}
            onClick={() => preview?.state !== 'loading' && void showPreview()}
          >
            <FormattedMessage id={preview?.state === 'loading' ? 'admin.blogForm.previewLoading' : 'admin.blogForm.preview'} />
          </button>
          <SubmitButton busy={form.busy} label="admin.blogForm.save" busyLabel="admin.blogForm.saving" />
        </div>
      </form>
      {preview?.state === 'shown' ? (
        <PostPreview
          values={values}
          publishAt={berlinLocalToInstant(values.publishAt)}
          preview={preview.answer}
          categoryLabel={values.category ? say(`admin.blogCategory.${values.category}` as MessageId) : ''}
          onBack={closePreview}
        />
      ) : null}
    </>
  );
}
