/**
 * The sand band that opens the shop's text and form pages (the static pages, Sell With Us, Request a
 * Product): eyebrow, title and a line or two about the page.
 */
import type { ReactNode } from 'react';
import { EyebrowHeading } from './eyebrow-heading';

export interface PageBandProps {
  eyebrow: string;
  title: string;
  lede?: ReactNode;
  /** Under the lede (e.g. "Last updated March 2025"). */
  children?: ReactNode;
}

export function PageBand({ eyebrow, title, lede, children }: PageBandProps) {
  return (
    <header className="bg-sand">
      <div className="container-shop py-12 sm:py-16">
        <EyebrowHeading as="h1" eyebrow={eyebrow} className="mt-3 max-w-4xl font-serif text-[2.6rem] leading-[1.05] sm:text-6xl">
          {title}
        </EyebrowHeading>
        {lede ? <p className="mt-5 max-w-2xl text-lg text-ink-soft">{lede}</p> : null}
        {children}
      </div>
    </header>
  );
}

export interface FormPageProps extends Omit<PageBandProps, 'children'> {
  /** The notes beside the form (guidelines, how it works), each a titled box. */
  notes: readonly { id: string; title: string; body: ReactNode }[];
  /** The form. */
  children: ReactNode;
}

/** A page around a form: the band, then the form with its notes beside it, kept in view on wide screens. */
export function FormPage({ notes, children, ...band }: FormPageProps) {
  return (
    <main id="main" className="pb-16">
      <PageBand {...band} />
      <div className="container-shop mt-12 grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {children}
        <aside className="space-y-8 self-start lg:sticky lg:top-24">
          {notes.map((note) => (
            <section key={note.id} aria-labelledby={note.id} className="border border-line bg-white p-6">
              <h2 id={note.id} className="font-serif text-2xl">
                {note.title}
              </h2>
              {note.body}
            </section>
          ))}
        </aside>
      </div>
    </main>
  );
}
