/** A staff export: downloads the CSV with the staff token, says so while it runs, toasts if it fails. */
import { useState } from 'react';
import { downloadWithToken } from '@/lib/download';
import { toastError } from './admin-toast';

export function ExportButton({ path, fileName, children }: { path: string; fileName: string; children: string }) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadWithToken(path, fileName);
    } catch (err) {
      toastError(err, 'The export failed. Please try again.');
    } finally {
      setExporting(false);
    }
  };
  return (
    <button type="button" className="btn-outline px-4 py-2" onClick={() => void exportCsv()} disabled={exporting}>
      {exporting ? 'Exporting…' : children}
    </button>
  );
}
