import type { MenuItem } from '@ristorante/contracts';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Picture } from '../../../components/picture';
import { formatEuros } from '../../../lib/format';
import { localizeMenuItem } from '../utils/localize-menu-item';

const dietaryLabels = [
  // Vegan already says vegetarian, so a vegan dish shows only the one label.
  { id: 'menu.item.vegan', applies: (item: MenuItem) => item.vegan },
  { id: 'menu.item.vegetarian', applies: (item: MenuItem) => item.vegetarian && !item.vegan },
  { id: 'menu.item.glutenFree', applies: (item: MenuItem) => item.glutenFree },
  { id: 'menu.item.spicy', applies: (item: MenuItem) => item.spicy },
] as const;

/** The cards' columns as menu-page.css lays them out: one on a phone, two from 40rem, three from 64rem (of 72rem). */
const cardImageSizes = '(min-width: 64rem) 23rem, (min-width: 40rem) 50vw, 100vw';

interface MenuItemCardProps {
  item: MenuItem;
  /** The first cards are in view on a phone at once; the rest load as the guest scrolls. */
  eager: boolean;
}

export function MenuItemCard({ item, eager }: MenuItemCardProps) {
  const { locale } = useIntl();
  const { title, description, allergens } = localizeMenuItem(item, locale);
  // The URL that failed, not a flag: staff replacing a broken image gets the new one tried.
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const image = item.imageUrl && item.imageUrl !== failedImage ? item.imageUrl : null;

  return (
    <li className={item.isAvailable ? 'menu-item' : 'menu-item menu-item-unavailable'}>
      {image ? (
        <Picture
          className="cover-image menu-item-image"
          src={image}
          picture={item.picture}
          sizes={cardImageSizes}
          // The dish's name is the card's heading right below: the picture adds nothing to read aloud.
          alt=""
          // Any picture is cropped to the same 4:3 box (menu-page.css), so nothing shifts when it arrives.
          fallbackSize={{ width: 800, height: 600 }}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailedImage(image)}
        />
      ) : null}
      <div className="menu-item-body">
        <div className="menu-item-heading">
          <h3 className="menu-item-title">{title}</h3>
          <p className="menu-item-price">{formatEuros(item.price, locale)}</p>
        </div>
        {description ? <p className="menu-item-description">{description}</p> : null}
        <p className="menu-item-tags">
          <span className={item.isAvailable ? 'menu-tag menu-tag-available' : 'menu-tag menu-tag-unavailable'}>
            <FormattedMessage id={item.isAvailable ? 'menu.item.available' : 'menu.item.unavailable'} />
          </span>
          {dietaryLabels
            .filter((label) => label.applies(item))
            .map((label) => (
              <span key={label.id} className="menu-tag">
                <FormattedMessage id={label.id} />
              </span>
            ))}
        </p>
        {allergens ? (
          <p className="menu-item-allergens">
            <FormattedMessage id="menu.item.allergens" values={{ allergens }} />
          </p>
        ) : null}
        {/* Text from before the EU list that staff have not yet turned into ticks: never hidden from guests. */}
        {item.allergensNote ? (
          <p className="menu-item-allergens">
            <FormattedMessage id="menu.item.allergensNote" values={{ note: item.allergensNote }} />
          </p>
        ) : null}
      </div>
    </li>
  );
}
