import { useId, type ReactNode } from 'react';

/** One titled block of the product form (catalogue §2: Basic Information, Category, …). */
export function FormSection({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border border-line bg-white p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="font-serif text-2xl">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
