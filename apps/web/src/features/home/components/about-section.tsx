import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { SectionArt } from './section-art';
import { EyebrowHeading } from '@/components/ui/eyebrow-heading';

export function AboutSection() {
  return (
    <section aria-labelledby="about-title" className="container-shop grid items-center gap-10 py-16 md:grid-cols-2 md:gap-16">
      <div className="md:order-2">
        <SectionArt src="/art/about.webp" alt="A green leather handbag beside a gold bangle" />
      </div>
      <div>
        <EyebrowHeading eyebrow="About Tangerine Luxury" id="about-title" className="mt-2 font-serif text-4xl sm:text-5xl">
          Luxury that lives twice
        </EyebrowHeading>
        <p className="mt-5 text-ink-soft">
          Tangerine Luxury began with a simple idea: the finest things are made to last, so they deserve more than one life. We bring pre-owned pieces from the world’s great houses to shoppers across
          India, each one inspected and authenticated by our experts before it is listed.
        </p>
        <p className="mt-4 text-ink-soft">Every purchase keeps a beautiful object in use and out of landfill. That is luxury we can all feel good about.</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={paths.about} className="btn-outline">
            Our Story
          </Link>
          <Link to={paths.whyUs} className="btn-ghost underline underline-offset-4">
            Why Tangerine Luxury
          </Link>
        </div>
      </div>
    </section>
  );
}
