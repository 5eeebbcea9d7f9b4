/**
 * /admin/import: bulk listing. Choose a CSV and check it first (a dry run): the screen shows how many
 * rows would create a product, update one (rows with an id, as in the export) or change nothing, and
 * every refused row with all its reasons. Applying then writes the valid rows together (nothing is
 * half-written). The catalogue exports in the same columns, to be edited and imported again.
 */
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '@/lib/error-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ExportButton } from '../ui/export-button';
import { DataTable, Td } from '../ui/data-table';
import { saveBlob } from '@/lib/download';
import { PageHeader } from '../ui/page-header';
import type { CsvImportReport } from '@shop/shared';
import { CSV_COLUMNS, useImportCsv } from './api';
import { FormAlert } from '@/components/ui/form-alert';
import { LabelledField } from '@/components/ui/field';
import { Panel } from '../ui/panel';

const EXAMPLE = [
  CSV_COLUMNS.filter((c) => c.name !== 'status')
    .map((c) => c.name)
    .join(','),
  ',Chanel Classic Flap Bag,Chanel,women,women-bags,women-bags-shoulder-bags,Black,pristine,425000,,650000,One Size:1,"Caviar leather, gold hardware",,chanel|flap,Caviar leather,Quilted,,',
].join('\r\n');

const count = (n: number) => n.toLocaleString('en-IN');

/** The refused rows of a report, each with every reason. */
function RefusedRows({ report }: { report: CsvImportReport }) {
  return (
    <>
      <p className="mt-1 mb-3 text-sm text-muted">
        {report.dry_run ? 'These rows would not be imported' : 'These rows were not imported'}; fix them and import just those rows again. Row numbers count the header as row 1.
      </p>
      <DataTable caption="Rows not imported" minWidth="min-w-[420px]" columns={[{ label: 'Row', className: 'w-20' }, 'Reasons']}>
        {report.errors.map((e) => (
          <tr key={e.row} className="align-top">
            <Td className="tabular-nums">{e.row}</Td>
            <Td>
              {e.reasons.length > 1 ? (
                <ul className="list-disc space-y-0.5 pl-4">
                  {e.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              ) : (
                e.reason
              )}
            </Td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

export function ImportScreen() {
  useDocumentTitle('Bulk listing');
  const importCsv = useImportCsv();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const report = importCsv.data?.report;
  const checked = report?.dry_run ? report : undefined;
  const applied = report && !report.dry_run ? report : undefined;

  const send = (dryRun: boolean) => {
    if (!file) return setProblem('Please choose a CSV file to import.');
    setProblem(null);
    importCsv.mutate(
      { file, dryRun },
      {
        onSuccess: ({ report: r }) => {
          if (r.dry_run) return;
          const done = `${count(r.created)} created and ${count(r.updated)} updated of ${count(r.rows)} rows`;
          if (r.errors.length === 0) toast.success(`${done}.`);
          else toast.warn(`${done}; ${r.errors.length} ${r.errors.length === 1 ? 'row needs' : 'rows need'} attention.`);
          setFile(null);
          if (input.current) input.current.value = '';
        },
        onError: (err) => setProblem(errorMessage(err, 'The file could not be imported. Please try again.')),
      },
    );
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    send(true);
  };

  return (
    <>
      <PageHeader
        title="Bulk Listing"
        description="List or update many products at once from a spreadsheet saved as CSV (UTF-8), up to 5,000 rows and 5 MB. Export the catalogue, edit it, and import it back: rows keep their id and update their product."
        actions={
          <ExportButton path="/admin/products/export.csv" fileName="tangerine-catalogue.csv">
            Export catalogue CSV
          </ExportButton>
        }
      />

      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <Panel title="Import products">
          <form onSubmit={submit} noValidate className="space-y-4">
            <LabelledField label="CSV file">
              {(control) => (
                <input
                  {...control}
                  ref={input}
                  type="file"
                  accept=".csv,text/csv"
                  className="block w-full text-sm file:mr-3 file:border file:border-ink file:bg-white file:px-3 file:py-2 file:text-xs file:font-medium file:uppercase"
                  onChange={(e) => {
                    setFile(e.target.files?.[0] ?? null);
                    importCsv.reset();
                  }}
                />
              )}
            </LabelledField>
            <FormAlert>{problem}</FormAlert>
            <div className="flex flex-wrap gap-3">
              <button type="submit" className="btn-primary" disabled={importCsv.isPending}>
                {importCsv.isPending && importCsv.variables?.dryRun ? 'Checking…' : 'Check file'}
              </button>
              <button type="button" className="btn-ghost" onClick={() => saveBlob(new Blob([`${EXAMPLE}\r\n`], { type: 'text/csv' }), 'tangerine-import-template.csv')}>
                Download a template
              </button>
            </div>
          </form>

          {checked ? (
            <div className="mt-6" aria-live="polite">
              <h3 className="font-sans text-lg font-medium" data-testid="import-check">
                Checked {count(checked.rows)} rows: {count(checked.created)} to create, {count(checked.updated)} to update, {count(checked.unchanged)} unchanged, {count(checked.errors.length)} refused
              </h3>
              <p className="mt-1 text-sm text-muted">Nothing has been written yet.</p>
              <div className="mt-3 flex flex-wrap gap-3">
                <button type="button" className="btn-primary" onClick={() => send(false)} disabled={importCsv.isPending || checked.created + checked.updated === 0}>
                  {importCsv.isPending ? 'Applying…' : `Apply import (${count(checked.created + checked.updated)} ${checked.created + checked.updated === 1 ? 'row' : 'rows'})`}
                </button>
              </div>
              {checked.errors.length ? (
                <div className="mt-4">
                  <RefusedRows report={checked} />
                </div>
              ) : null}
            </div>
          ) : null}

          {applied ? (
            <div className="mt-6" aria-live="polite">
              <h3 className="font-sans text-lg font-medium" data-testid="import-summary">
                Created {count(applied.created)} and updated {count(applied.updated)} of {count(applied.rows)} rows
              </h3>
              {applied.errors.length ? <RefusedRows report={applied} /> : <p className="mt-1 text-sm text-success">Every row was imported.</p>}
            </div>
          ) : null}
        </Panel>

        <Panel title="Columns" description="The first row names the columns (any order). Required columns are marked *.">
          <DataTable caption="CSV columns" minWidth="min-w-[420px]" bounded={false} columns={['Column', 'What it holds']}>
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
        </Panel>
      </div>
    </>
  );
}
