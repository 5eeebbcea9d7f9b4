import { POLICY, formatInrWhole } from '@shop/shared';
import { Children, type ReactElement } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { SectionHeading } from './section-heading';

const icon = (...shapes: ReactElement[]) => (
  <svg aria-hidden="true" width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.2" strokeLinecap="round" strokeLinejoin="round">
    {Children.toArray(shapes)}
  </svg>
);

/** The four services of catalogue §1, their figures from the constants. */
export function ServicesSection() {
  const { authentication: auth, privateViewing: pv } = POLICY;
  const services = [
    {
      to: paths.bioCleaning,
      title: 'Bio Cleaning',
      text: 'Gentle, eco-friendly deep cleaning that brings leather, suede and fabric back to life.',
      icon: icon(<path d="M12 3c3 4 6 7 6 10a6 6 0 0 1-12 0c0-3 3-6 6-10z" />, <path d="M9.5 14.5a2.5 2.5 0 0 0 2.5 2.5" />),
    },
    {
      to: paths.authentication,
      title: 'Authentication',
      text: `Expert verification of any designer piece in ${auth.turnaroundHours.min}–${auth.turnaroundHours.max} hours, or ${auth.expressHours} hours express.`,
      icon: icon(<path d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6l7-3z" />, <path d="M9 12l2 2 4-4" />),
    },
    {
      to: paths.privateViewing,
      title: 'Private Viewing',
      text: `See pieces in person in ${pv.inPersonArea} from ${formatInrWhole(pv.inPersonFeePaise)}, or on a free video call.`,
      icon: icon(<path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z" />, <circle cx="12" cy="12" r="3" />),
    },
    {
      to: paths.requestProduct,
      title: 'Request a Product',
      text: 'Looking for a particular piece? Tell us, and our sourcing team will find it for you.',
      icon: icon(<circle cx="11" cy="11" r="6.5" />, <path d="M16 16l4.5 4.5M11 8v6M8 11h6" />),
    },
  ];
  return (
    <section aria-labelledby="services-title" className="container-shop py-16">
      <SectionHeading id="services-title" eyebrow="More than a shop" title="Our Services" align="center" />
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {services.map((s) => (
          <li key={s.title}>
            <Link to={s.to} className="group flex h-full flex-col border border-line bg-white p-8 transition-colors hover:border-ink">
              <span className="text-tangerine-dark">{s.icon}</span>
              <h3 className="mt-5 font-serif text-2xl">{s.title}</h3>
              <p className="mt-2 flex-1 text-sm text-ink-soft">{s.text}</p>
              <span className="mt-5 text-xs font-medium tracking-[0.2em] uppercase group-hover:text-tangerine-dark">Learn more</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
