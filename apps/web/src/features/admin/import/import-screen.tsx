/**
 * /admin/import: bulk listing. Upload a CSV; every row is checked first, the valid ones are created
 * together and the invalid ones listed with their reason (nothing is half-written). The catalogue
 * can be exported in the same columns, edited and imported again.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '@/lib/error-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { toastError } from '../ui/admin-toast';
import { DataTable, Td, Th } from '../ui/data-table';
import { downloadWithToken, saveBlob } from '../ui/download';
import { PageHeader } from '../ui/page-header';
import { CSV_COLUMNS, useImportCsv } from './api';

const EXAMPLE = [
  CSV_COLUMNS.filter((c) => c.name !== 'status').map((c) => c.name).join(','),
  'Chanel Classic Flap Bag,Chanel,women,women-bags,women-bags-shoulder-bags,Black,pristine,425000,,650000,One Size:1,"Caviar leather, gold hardware",,chanel|flap,Caviar leather,Quilted,,',
].join('\r\n');

export function ImportScreen() {
  useDocumentTitle('Bulk listing');
  const importCsv = useImportCsv();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const report = importCsv.data?.report;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setProblem('Please choose a CSV file to import.');
    setProblem(null);
    importCsv.mutate(file, {
      onSuccess: ({ report: r }) => {
        if (r.errors.length === 0) toast.success(`${r.created} of ${r.rows} products created.`);
        else toast.warn(`${r.created} of ${r.rows} products created; ${r.errors.length} ${r.errors.length === 1 ? 'row needs' : 'rows need'} attention.`);
        setFile(null);
        if (input.current) input.current.value = '';
      },
      onError: (err) => setProblem(errorMessage(err, 'The file could not be imported. Please try again.')),
    });
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadWithToken('/admin/products/export.csv', 'tangerine-catalogue.csv');
    } catch (err) {
      toastError(err, 'The export failed. Please try again.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Bulk Listing"
        description="List many products at once from a spreadsheet saved as CSV (UTF-8), up to 5,000 rows and 5 MB."
        actions={
          <button type="button" className="btn-outline px-4 py-2" onClick={() => void exportCsv()} disabled={exporting}>
            {exporting ? 'Exporting…' : 'Export catalogue CSV'}
          </button>
        }
      />

      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <section aria-labelledby="import-title" className="border border-line bg-white p-5">
          <h2 id="import-title" className="mb-3 font-serif text-2xl">
            Import products
          </h2>
          <form onSubmit={submit} noValidate className="space-y-4">
            <div>
              <label htmlFor={fileId} className="label">
                CSV file
              </label>
              <input
                ref={input}
                id={fileId}
                type="file"
                accept=".csv,text/csv"
                className="block w-full text-sm file:mr-3 file:border file:border-ink file:bg-white file:px-3 file:py-2 file:text-xs file:font-medium file:uppercase"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </div>
            {problem ? (
              <p role="alert" className="border-l-2 border-sale bg-sale/5 px-3 py-2 text-sm text-sale">
                {problem}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-3">
              <button type="submit" className="btn-primary" disabled={importCsv.isPending}>
                {importCsv.isPending ? 'Importing…' : 'Import'}
              </button>
              <button type="button" className="btn-ghost" onClick={() => saveBlob(new Blob([`${EXAMPLE}\r\n`], { type: 'text/csv' }), 'tangerine-import-template.csv')}>
                Download a template
              </button>
            </div>
          </form>

          {report ? (
            <div className="mt-6" aria-live="polite">
              <h3 className="font-sans text-lg font-medium" data-testid="import-summary">
                Created {report.created.toLocaleString('en-IN')} of {report.rows.toLocaleString('en-IN')} products
              </h3>
              {report.errors.length ? (
                <>
                  <p className="mt-1 mb-3 text-sm text-muted">
                    These rows were not imported; fix them and import just those rows again. Row numbers count the header as row 1.
                  </p>
                  <DataTable
                    caption="Rows not imported"
                    minWidth="min-w-[420px]"
                    head={
                      <>
                        <Th className="w-20">Row</Th>
                        <Th>Reason</Th>
                      </>
                    }
                  >
                    {report.errors.map((e) => (
                      <tr key={e.row}>
                        <Td className="tabular-nums">{e.row}</Td>
                        <Td>{e.reason}</Td>
                      </tr>
                    ))}
                  </DataTable>
                </>
              ) : (
                <p className="mt-1 text-sm text-success">Every row was imported.</p>
              )}
            </div>
          ) : null}
        </section>

        <section aria-labelledby="columns-title" className="border border-line bg-white p-5">
          <h2 id="columns-title" className="mb-1 font-serif text-2xl">
            Columns
          </h2>
          <p className="mb-3 text-sm text-muted">The first row names the columns (any order). Required columns are marked *.</p>
          <DataTable
            caption="CSV columns"
            minWidth="min-w-[420px]"
            bounded={false}
            head={
              <>
                <Th>Column</Th>
                <Th>What it holds</Th>
              </>
            }
          >
            {CSV_COLUMNS.map((c) => (
              <tr key={c.name}>
                <Td className="font-mono text-xs whitespace-nowrap">
                  {c.name}
                  {c.required ? <span className="text-sale"> *</span> : null}
                </Td>
                <Td className="text-ink-soft">{c.note}</Td>
              </tr>
            ))}
          </DataTable>
        </section>
      </div>
    </>
  );
}
