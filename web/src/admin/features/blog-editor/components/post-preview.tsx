import type { BlogPostPreview, Locale } from '@ristorante/contracts';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BlogFormValues } from '../utils/blog-form-values';
import './post-preview.css';

/** The cover's box while its own size is unknown: the guests' page's 16:9 (features/blog/utils/post-text.ts). */
const coverBox = { width: 1200, height: 675 } as const;

const languages: readonly Locale[] = ['de', 'en'];

/** A day as the guests' page writes it, in Berlin: '20. Oktober 2026'. */
const postDate = (instant: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    timeZone: 'Europe/Berlin',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(instant);

/**
 * The post as guests will see it, in either language: its header, cover and the body the catalog rendered from the
 * Markdown (POST /api/admin/blog-posts/preview). Shown in the form's place, so going back loses nothing typed.
 */
export function PostPreview({
  values,
  publishAt,
  preview,
  categoryLabel,
  onBack,
}: {
  values: BlogFormValues;
  publishAt: Date | undefined;
  preview: BlogPostPreview;
  categoryLabel: string;
  onBack: () => void;
}) {
  const intl = useIntl();
  const [language, setLanguage] = useState<Locale>(intl.locale === 'en' ? 'en' : 'de');
  const section = useRef<HTMLElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  // The dialog was scrolled down to the form's buttons: the preview starts at its top, focus on the way back.
  useEffect(() => {
    section.current?.scrollIntoView?.({ block: 'start' });
    back.current?.focus({ preventScroll: true });
  }, []);
  const de = language === 'de';
  const title = (de ? values.titleDe : values.titleEn).trim();

  return (
    <section ref={section} className="admin-blog-preview" aria-labelledby="blog-preview-title">
      <div className="admin-blog-preview-bar">
        <h3 id="blog-preview-title">
          <FormattedMessage id="admin.blogForm.previewTitle" />
        </h3>
        <div className="admin-row-actions" role="group" aria-label={intl.formatMessage({ id: 'admin.blogForm.previewLanguage' })}>
          {languages.map((each) => (
            <button
              key={each}
              type="button"
              className="button button-secondary admin-small-button"
              aria-pressed={each === language}
              onClick={() => setLanguage(each)}
            >
              <FormattedMessage id={each === 'de' ? 'admin.blogForm.german' : 'admin.blogForm.english'} />
            </button>
          ))}
          <button ref={back} type="button" className="button button-primary admin-small-button" onClick={onBack}>
            <FormattedMessage id="admin.blogForm.backToEditing" />
          </button>
        </div>
      </div>
      <article className="blog-post admin-blog-preview-post" lang={language}>
        <header className="blog-post-header">
          <p className="blog-category">{categoryLabel}</p>
          <p className="admin-blog-preview-heading">{title || intl.formatMessage({ id: 'admin.blogForm.untitled' })}</p>
          <p className="blog-meta">
            <span>
              <FormattedMessage id="admin.blogForm.by" values={{ author: values.author }} />
            </span>
            <span className="blog-meta-item">
              <span aria-hidden="true">· </span>
              {postDate(publishAt ?? new Date(), language)}
            </span>
            <span className="blog-meta-item">
              <span aria-hidden="true">· </span>
              <FormattedMessage id="admin.blogForm.readTime" values={{ minutes: de ? preview.readTimeDe : preview.readTimeEn }} />
            </span>
          </p>
        </header>
        {values.coverImageUrl ? (
          <img
            className="blog-post-image"
            src={values.coverImageUrl}
            width={coverBox.width}
            height={coverBox.height}
            alt={de ? values.coverAltDe : values.coverAltEn}
          />
        ) : null}
        {/*
         * The catalog's safe HTML (docs/decisions.md 150): rendered from the Markdown with raw HTML off, links and
         * pictures checked, the same function the guests' page is served from. It is set as it comes, as the
         * guests' PostBody does; the browser gets no Markdown library.
         */}
        <div className="blog-post-body" dangerouslySetInnerHTML={{ __html: de ? preview.bodyHtmlDe : preview.bodyHtmlEn }} />
      </article>
    </section>
  );
}
