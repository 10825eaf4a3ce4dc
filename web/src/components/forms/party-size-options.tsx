import { useIntl } from 'react-intl';

/** The size that stands for a large group: '15+ (a large group)', which staff confirm personally. */
export const largeGroupSize = 15;

/** The party sizes a table is asked for online (docs/product.md, 'Table reservations'): 1 to 12, and 15+. */
export const tablePartySizes: readonly number[] = [...Array.from({ length: 12 }, (_, index) => index + 1), largeGroupSize];

/**
 * The `<option>`s of a party-size list, in the words every form uses (the reservation form and a guest's change of
 * their booking). Its texts come from party-size-messages.ts, which the form's route must load.
 */
export function PartySizeOptions({ sizes }: { sizes: readonly number[] }) {
  const intl = useIntl();
  return (
    <>
      {sizes.map((count) => (
        <option key={count} value={count}>
          {count === largeGroupSize
            ? intl.formatMessage({ id: 'partySize.largeGroup' })
            : intl.formatMessage({ id: 'partySize.option' }, { count })}
        </option>
      ))}
    </>
  );
}
