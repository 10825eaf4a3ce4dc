import type { EditorForm } from '../../../lib/use-editor-form';
import type { FloorFormValues } from '../utils/floor-form-values';

/** The floor form on the kit: its fields are the paths `floorSaveSchema` and the server name (docs/decisions.md 157). */
export type FloorEditor = EditorForm<FloorFormValues, string>;

/** Sets some of the floor's values and clears the errors under the paths the edit may have mended. */
export type FloorEdit = (patch: Partial<FloorFormValues>, mended: string[]) => void;

/** A part of the floor form: the form, and how it edits the values. */
export interface FloorPartProps {
  form: FloorEditor;
  edit: FloorEdit;
}
