// PLACEHOLDER (scaffold): replaced by the storefront chrome of issue 3.
export function Footer() {
  return <footer className="mt-16 border-t border-line bg-ink py-10 text-white" />;
}
