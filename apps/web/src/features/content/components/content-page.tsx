/**
 * The layout of every static page (catalogue §2): a title band, an optional "On this page" list
 * for long documents, and the text set for reading.
 */
import type { ReactNode } from 'react';
import { PageBand } from '@/components/ui/page-band';

export interface ContentSection {
  id: string;
  title: string;
  body: ReactNode;
}

export interface ContentPageProps {
  eyebrow: string;
  title: string;
  lede?: ReactNode;
  /** Shown under the title (e.g. "Last updated March 2025"). */
  meta?: ReactNode;
  /** Numbered, headed sections with an index beside them (terms, privacy, policies). */
  sections?: readonly ContentSection[];
  numbered?: boolean;
  children?: ReactNode;
}

/** Text styles for the page body: headings, paragraphs, lists, tables and links. */
export const PROSE =
  'text-[1.02rem] leading-relaxed text-ink-soft [&_a]:text-ink [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-tangerine-dark [&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:font-serif [&_h2]:text-3xl [&_h2]:text-ink [&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:font-sans [&_h3]:text-lg [&_h3]:font-medium [&_h3]:text-ink [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:font-semibold [&_strong]:text-ink';

export function ContentPage({ eyebrow, title, lede, meta, sections, numbered = false, children }: ContentPageProps) {
  return (
    <main id="main" className="pb-20">
      <PageBand eyebrow={eyebrow} title={title} lede={lede}>
        {meta ? <p className="mt-4 text-sm text-muted">{meta}</p> : null}
      </PageBand>
      <div className={`container-shop mt-12 ${sections?.length ? 'lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16' : ''}`}>
        {sections?.length ? (
          <nav aria-label="On this page" className="mb-10 self-start border-l border-line pl-5 lg:sticky lg:top-24 lg:mb-0">
            <p className="eyebrow mb-3">On this page</p>
            <ol className="space-y-2 text-sm">
              {sections.map((s, i) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="text-ink-soft hover:text-ink">
                    {numbered ? `${i + 1}. ` : ''}
                    {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <article className={`max-w-3xl ${PROSE}`}>
          {children}
          {sections?.map((s, i) => (
            <section key={s.id} aria-labelledby={s.id} className="[&>h2]:scroll-mt-28">
              <h2 id={s.id}>
                {numbered ? `${i + 1}. ` : ''}
                {s.title}
              </h2>
              {s.body}
            </section>
          ))}
        </article>
      </div>
    </main>
  );
}

/** A question and its answer, opened on demand (FAQ pages). */
export function Faq({ q, children }: { q: string; children: ReactNode }) {
  return (
    <details className="group border-b border-line py-5 [&_p]:mt-3">
      <summary className="flex cursor-pointer list-none items-start justify-between gap-6 font-sans text-lg font-medium text-ink [&::-webkit-details-marker]:hidden">
        {q}
        <span aria-hidden="true" className="mt-1 text-xl leading-none transition-transform group-open:rotate-45">
          +
        </span>
      </summary>
      {children}
    </details>
  );
}
