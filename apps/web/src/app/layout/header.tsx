import { Link } from 'react-router';

// PLACEHOLDER (scaffold): replaced by the storefront chrome of issue 3.
export function Header() {
  return (
    <header className="border-b border-line bg-white">
      <div className="container-shop flex h-16 items-center justify-between">
        <Link to="/" className="font-serif text-2xl">
          Tangerine Luxury
        </Link>
      </div>
    </header>
  );
}
