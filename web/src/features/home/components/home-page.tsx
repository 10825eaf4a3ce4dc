import {
  seedPictureFoodBeefTenderloinFlambe,
  seedPictureFoodFreshFishOnIce,
  seedPictureFoodTagliatelleRagu,
  siteConfig,
  type Picture as PictureDescription,
} from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Picture } from '../../../components/picture';
import { paths } from '../../../config/paths';
import type { MessageId } from '../../../i18n/catalogues';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** The three promises of the home page (docs/product.md, 'The guest site'), each with a picture from the seed content. */
const features: Array<{ key: string; title: MessageId; text: MessageId; image: string; picture: PictureDescription }> = [
  {
    key: 'pasta',
    title: 'home.feature.pasta.title',
    text: 'home.feature.pasta.text',
    image: '/api/media/seed/food-tagliatelle-ragu.svg',
    picture: seedPictureFoodTagliatelleRagu,
  },
  {
    key: 'fish',
    title: 'home.feature.fish.title',
    text: 'home.feature.fish.text',
    image: '/api/media/seed/food-fresh-fish-on-ice.svg',
    picture: seedPictureFoodFreshFishOnIce,
  },
  {
    key: 'flambe',
    title: 'home.feature.flambe.title',
    text: 'home.feature.flambe.text',
    image: '/api/media/seed/food-beef-tenderloin-flambe.svg',
    picture: seedPictureFoodBeefTenderloinFlambe,
  },
];

/** The cards' columns (index.css): one on a phone, three from 48rem in a page of at most 72rem. */
const featureImageSizes = '(min-width: 72rem) 23rem, (min-width: 48rem) 33vw, 100vw';

/** Home: the hero, 'Das Original!', three feature cards and the promise box. */
export function HomePage() {
  const { locale } = useIntl();
  useDocumentTitle();

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">
          <FormattedMessage id="home.hero.title" values={{ name: siteConfig.name }} />
        </h1>
        <p className="hero-lead">
          <FormattedMessage id="home.hero.lead" />
        </p>
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
        <h2 id="home-original">
          <FormattedMessage id="home.original.title" />
        </h2>
        <p>
          <FormattedMessage id="home.original.text" />
        </p>
        <p className="home-motto">
          <FormattedMessage id="home.original.motto" />
        </p>
      </section>

      <section className="home-section" aria-labelledby="home-features">
        <h2 id="home-features">
          <FormattedMessage id="home.features.title" />
        </h2>
        <ul className="home-features">
          {features.map((feature) => (
            <li key={feature.key} className="home-feature">
              {/* Below the fold: loaded as the guest scrolls; the size is known, so nothing jumps. */}
              <Picture
                src={feature.image}
                picture={feature.picture}
                sizes={featureImageSizes}
                alt=""
                fallbackSize={{ width: 800, height: 600 }}
                loading="lazy"
                decoding="async"
              />
              <h3>
                <FormattedMessage id={feature.title} />
              </h3>
              <p>
                <FormattedMessage id={feature.text} />
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section home-promise" aria-labelledby="home-promise">
        <h2 id="home-promise">
          <FormattedMessage id="home.promise.title" />
        </h2>
        <p>
          <FormattedMessage id="home.promise.text" />
        </p>
        <Link className="button button-primary" to={paths.reservations.getHref(locale)}>
          <FormattedMessage id="home.hero.reserve" />
        </Link>
      </section>
    </>
  );
}
