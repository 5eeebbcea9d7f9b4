// PLACEHOLDER (scaffold): to be replaced by the real screen.
export function CheckoutPage() {
  return <main id="main" className="container-shop py-16"><h1 className="font-serif text-4xl">CheckoutPage</h1></main>;
}
