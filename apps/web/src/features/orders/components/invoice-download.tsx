/**
 * "Download tax invoice": the order's GST tax invoice as a PDF (issue 20). The file needs the
 * Bearer token, so it is fetched and saved from a Blob rather than linked.
 */
import { useState } from 'react';
import { toast } from 'react-toastify';
import { downloadWithToken } from '@/lib/download';
import { errorMessage } from '@/lib/error-message';

/** `label`: the link's words ("Download credit note" for a return's credit note). */
export function InvoiceDownload({ path, invoiceNumber, label = 'Download tax invoice', className = '' }: { path: string; invoiceNumber: string; label?: string; className?: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadWithToken(path, `${invoiceNumber.replace(/\//g, '-')}.pdf`);
    } catch (err) {
      toast.error(errorMessage(err, 'The PDF could not be downloaded. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" onClick={() => void download()} disabled={busy} className={`text-sm text-ink underline underline-offset-4 hover:text-ink-soft disabled:opacity-60 ${className}`}>
      {busy ? 'Preparing the PDF…' : label}
      <span className="sr-only"> {invoiceNumber}</span>
    </button>
  );
}
