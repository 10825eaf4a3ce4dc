import type { Floor } from '@ristorante/contracts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const salaId = uuid(101);
export const terraceId = uuid(102);
/** Table `n` (1–7) of the floor below. */
export const tableId = (n: number) => uuid(200 + n);

const seats = [2, 2, 4, 4, 2, 4, 6];

/**
 * A small trattoria's floor (docs/decisions.md 154): the room (tables 1–4) and the terrace (5–7), 7 tables, 24 seats,
 * three combinations; table 2 by the kitchen door is not bookable online. Version 5. (Small, as every keystroke in the
 * editor redraws all of it, which a busy test machine feels; the screenshots were taken with 14 tables.)
 */
export const testFloor: Floor = {
  version: 5,
  areas: [
    { id: salaId, name: 'Sala', closures: [] },
    { id: terraceId, name: 'Terrazza', closures: [{ from: '2027-01-04', to: '2027-03-31' }] },
  ],
  tables: seats.map((most, index) => ({
    id: tableId(index + 1),
    name: String(index + 1),
    areaId: index < 4 ? salaId : terraceId,
    minGuests: most > 2 ? 2 : 1,
    maxGuests: most,
    bookableOnline: index !== 1,
  })),
  combinations: [
    { id: uuid(301), name: '1 + 2', tableIds: [tableId(1), tableId(2)], minGuests: 3, maxGuests: 4 },
    { id: uuid(302), name: '2 + 3 + 4', tableIds: [tableId(2), tableId(3), tableId(4)], minGuests: 7, maxGuests: 10 },
    { id: uuid(303), name: 'Terrazza 5 + 6', tableIds: [tableId(5), tableId(6)], minGuests: 5, maxGuests: 6 },
  ],
  lateAfterMinutes: 15,
  pacingCoversPerSlot: 20,
  tablesShownToGuests: false,
};

/** A floor of one table, for the tests of the rest of Settings, which need the floor only to be there. */
export const smallFloor: Floor = {
  ...testFloor,
  areas: [testFloor.areas[0]!],
  tables: [testFloor.tables[0]!],
  combinations: [],
};
