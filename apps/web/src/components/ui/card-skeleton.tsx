/** The inside of a loading card: a 4:5 picture and two lines of text, in the card's own space. */
export function CardSkeletonLines() {
  return (
    <>
      <div className="aspect-[4/5] bg-sand" />
      <div className="mt-3 h-3 w-2/3 bg-sand" />
      <div className="mt-2 h-3 w-1/3 bg-sand" />
    </>
  );
}
