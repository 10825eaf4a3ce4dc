import type { Reservation } from '@ristorante/contracts';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { EditReservationDialog } from './edit-reservation-dialog';

const OpenEditorContext = createContext<((reservation: Reservation) => void) | undefined>(undefined);

/** Opens the edit dialog for a reservation (from a card of the day sheet or a row of the list). */
export function useOpenEditor(): (reservation: Reservation) => void {
  const open = useContext(OpenEditorContext);
  if (!open) throw new Error('useOpenEditor() outside ReservationEditor');
  return open;
}

/**
 * The edit dialog lives here, above the lists, not in the row it was opened from: the lists are read again
 * every few seconds, and a row that moves (a new request pushes it to the next page, another tablet confirms
 * it out of a filter) must not take a half-typed edit with it.
 */
export function ReservationEditor({ children }: { children: ReactNode }) {
  const [editing, setEditing] = useState<Reservation | undefined>();
  return (
    <OpenEditorContext.Provider value={setEditing}>
      {children}
      {editing ? <EditReservationDialog reservation={editing} onClose={() => setEditing(undefined)} /> : null}
    </OpenEditorContext.Provider>
  );
}
