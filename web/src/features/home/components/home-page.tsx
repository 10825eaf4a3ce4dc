import { homeHeading, type Picture as PictureDescription, type PublishedHome } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ErrorState, LoadingState } from '../../../components/feedback/query-states';
import { Picture } from '../../../components/picture';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRestaurant } from '../../../lib/restaurant';
import { useHome } from '../api/get-home';

/** The cards' columns (index.css): one on a phone, three from 48rem in a page of at most 72rem. */
const featureImageSizes = '(min-width: 72rem) 23rem, (min-width: 48rem) 33vw, 100vw';

/**
 * Home: the hero, 'Das Original!', three feature cards and the promise box, their texts and pictures the owner's
 * (GET /api/home, docs/decisions.md 152).
 */
export function HomePage() {
  useDocumentTitle();
  const { data, isError, isFetching, refetch } = useHome();
  if (data) return <Home home={data} />;
  if (isError && !isFetching) {
    return (
      <ErrorState
        title={<FormattedMessage id="home.error.title" />}
        detail={<FormattedMessage id="home.error.detail" />}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <LoadingState>
      <FormattedMessage id="home.loading" />
    </LoadingState>
  );
}

function Home({ home }: { home: PublishedHome }) {
  const { locale } = useIntl();
  const name = useRestaurant().name;
  const pictureOf = (url: string): PictureDescription | null => home.pictures[url] ?? null;

  return (
    <>
      <section className={home.hero.imageUrl ? 'hero hero-with-picture' : 'hero'} aria-labelledby="hero-title">
        {home.hero.imageUrl ? (
          // Decoration behind the heading: the page's largest picture, asked for first.
          <Picture
            className="hero-picture"
            src={home.hero.imageUrl}
            picture={pictureOf(home.hero.imageUrl)}
            sizes="100vw"
            alt=""
            fetchpriority="high"
          />
        ) : null}
        <h1 id="hero-title">{homeHeading(home.hero.title[locale], name)}</h1>
        <p className="hero-lead">{home.hero.lead[locale]}</p>
        <div className="hero-actions">
          <Link className="button button-primary" to={paths.reservations.getHref(locale)}>
            <FormattedMessage id="home.hero.reserve" />
          </Link>
          <Link className="button button-secondary" to={paths.menu.getHref(locale)}>
            <FormattedMessage id="home.hero.viewMenu" />
          </Link>
        </div>
      </section>

      <section className="home-section home-original" aria-labelledby="home-original">
        <h2 id="home-original">{home.original.title[locale]}</h2>
        <p>{home.original.text[locale]}</p>
        <p className="home-motto">{home.original.motto[locale]}</p>
      </section>

      <section className="home-section" aria-labelledby="home-features">
        <h2 id="home-features">
          <FormattedMessage id="home.features.title" />
        </h2>
        <ul className="home-features">
          {home.features.map((feature, index) => (
            <li key={index} className="home-feature">
              {/* Below the fold: loaded as the guest scrolls; the size is known, so nothing jumps. */}
              <Picture
                src={feature.imageUrl}
                picture={pictureOf(feature.imageUrl)}
                sizes={featureImageSizes}
                alt=""
                fallbackSize={{ width: 800, height: 600 }}
                loading="lazy"
                decoding="async"
              />
              <h3>{feature.title[locale]}</h3>
              <p>{feature.text[locale]}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section home-promise" aria-labelledby="home-promise">
        <h2 id="home-promise">{home.promise.title[locale]}</h2>
        <p>{home.promise.text[locale]}</p>
        <Link className="button button-primary" to={paths.reservations.getHref(locale)}>
          <FormattedMessage id="home.hero.reserve" />
        </Link>
      </section>
    </>
  );
}
