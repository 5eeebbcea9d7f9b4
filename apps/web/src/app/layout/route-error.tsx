import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Generic routing failure (storefront §8): "Unexpected Application Error!" with the status or message. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <main className="container-shop py-24 text-center">
      <h1 className="font-serif text-4xl">Unexpected Application Error!</h1>
      <p className="mt-4 text-muted">{detail}</p>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" className="btn-outline" onClick={() => window.location.reload()}>
          Try Again
        </button>
        <Link to="/" className="btn-primary">
          Back to Home
        </Link>
      </div>
    </main>
  );
}
