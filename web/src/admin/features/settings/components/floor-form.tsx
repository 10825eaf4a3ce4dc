import {
  floorSaveSchema,
  strandedBookingsSchema,
  type Floor,
  type FloorSave,
  type StrandedBookings,
} from '@ristorante/contracts';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SubmitButton } from '../../../../components/forms/form-notices';
import { ApiError } from '../../../../lib/api';
import { checkWithSchema } from '../../../../lib/check-with-schema';
import { EditorFailureNotice } from '../../../components/editor-failure';
import { useToaster } from '../../../components/toaster';
import { useEditorForm } from '../../../lib/use-editor-form';
import { floorPaths, floorRequestOf, floorSummary, floorValuesOf, type FloorFormValues } from '../utils/floor-form-values';
import { FloorAreas } from './floor-areas';
import type { FloorEdit } from './floor-editor';
import { FloorCombinations } from './floor-combinations';

import { FloorRules } from './floor-rules';
import { FloorTables } from './floor-tables';
import { StrandedReservationsNotice } from './stranded-reservations';
import '../floor-editor.css';

/**
 * The owner's floor (docs/decisions.md 154, 157) on the Settings form kit (146): areas with their closed days,
 * tables, combinations and the evening's rules, checked with the service's own `floorSaveSchema` (each error at its
 * field, by the path the server uses too) and saved whole from the version read. A change that would leave bookings
 * without a table lists them; one made meanwhile by someone else asks for a reload.
 */
export function FloorForm({
  floor,
  onSave,
  onReload,
}: {
  floor: Floor;
  onSave: (request: FloorSave) => Promise<Floor>;
  onReload: () => void;
}) {
  const intl = useIntl();
  const toaster = useToaster();
  const [stranded, setStranded] = useState<StrandedBookings['stranded']>([]);
  const form = useEditorForm<FloorFormValues, string>({
    id: 'floor',
    initial: floorValuesOf(floor),
    fields: floorPaths,
    fixFields: 'admin.settings.fixFields',
    saveFailed: 'admin.floor.saveFailed',
  });

  /** Lists or rules changed, and the errors under the path the edit may have mended cleared. */
  const edit: FloorEdit = (patch, mended) => {
    for (const [name, value] of Object.entries(patch)) form.set(name as keyof FloorFormValues, value as never);
    form.clear(...mended);
  };

  const submit = form.submitWith(
    () => checkWithSchema(floorSaveSchema, floorRequestOf(form.values, floor.version), 'path'),
    async () => {
      setStranded([]);
      try {
        const saved = await onSave(floorRequestOf(form.values, floor.version));
        form.reset(floorValuesOf(saved));
        toaster.success(intl.formatMessage({ id: 'admin.floor.saved' }));
      } catch (error) {
        // A 409 that lists the bookings the new floor could not seat: shown with links to their days.
        const answer = error instanceof ApiError && error.status === 409 && strandedBookingsSchema.safeParse(error.body);
        if (answer && answer.success) setStranded(answer.data.stranded);
        throw error;
      }
    },
  );

  return (
    <form ref={form.ref} className="admin-form" noValidate onSubmit={submit}>
      <p className="admin-floor-summary">
        <FormattedMessage id="admin.floor.summary" values={floorSummary(form.values)} />
      </p>
      <FloorAreas form={form} edit={edit} />
      <FloorTables form={form} edit={edit} />
      <FloorCombinations form={form} edit={edit} />
      <FloorRules form={form} edit={edit} />
      <EditorFailureNotice failure={form.failure} reloadLabel="admin.settings.reload" onReload={onReload} />
      {stranded.length > 0 ? <StrandedReservationsNotice stranded={stranded} intro="admin.floor.stranded" /> : null}
      <div className="admin-settings-actions">
        <SubmitButton busy={form.busy} label="admin.floor.save" busyLabel="admin.settings.saving" className="" />
      </div>
    </form>
  );
}
