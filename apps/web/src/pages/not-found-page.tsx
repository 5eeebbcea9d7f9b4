import { Link } from 'react-router';
import { paths } from '@/lib/paths';

export function NotFoundPage() {
  return (
    <main id="main" className="container-shop py-24 text-center">
      <p className="eyebrow">Error 404</p>
      <h1 className="mt-3 font-serif text-4xl sm:text-5xl">404 - Page Not Found</h1>
      <p className="mx-auto mt-4 max-w-md text-muted">The page you are looking for has moved, sold or never existed. Our newest arrivals are a click away.</p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to={paths.home} className="btn-outline">
          Back to Home
        </Link>
        <Link to={paths.shop} className="btn-primary">
          Shop Just In
        </Link>
      </div>
    </main>
  );
}
