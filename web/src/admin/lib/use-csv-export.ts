import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useToaster } from '../components/toaster';
import type { AdminClient } from './admin-client';
import { downloadFile } from './download-file';
import { failureText } from './failure-text';

/** 'Export CSV' for a list: one export at a time, a failure told as a toast. */
export function useCsvExport(client: AdminClient): {
  exporting: boolean;
  exportCsv: (path: string, fallbackName: string) => Promise<void>;
} {
  const intl = useIntl();
  const toaster = useToaster();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async (path: string, fallbackName: string) => {
    if (exporting) return;
    setExporting(true);
    try {
      await downloadFile(client, path, fallbackName);
    } catch (error) {
      toaster.failure(intl.formatMessage({ id: 'admin.export.failed' }), failureText(error, intl));
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportCsv };
}
