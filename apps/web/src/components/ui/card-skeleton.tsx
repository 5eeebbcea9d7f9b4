/**
 * Grey bars standing in for text while it loads, one for each class given (its height, width and
 * margin). They pulse unless what holds them pulses already.
 */
export function SkeletonBars({ bars, pulse = true }: { bars: readonly string[]; pulse?: boolean }) {
  return (
    <>
      {bars.map((bar, i) => (
        <div key={i} className={`${bar} ${pulse ? 'animate-pulse ' : ''}bg-sand`} />
      ))}
    </>
  );
}

/** The inside of a loading card: a 4:5 picture and two lines of text, in the card's own space. */
export function CardSkeletonLines() {
  return (
    <>
      <div className="aspect-[4/5] bg-sand" />
      <SkeletonBars bars={['mt-3 h-3 w-2/3', 'mt-2 h-3 w-1/3']} pulse={false} />
    </>
  );
}
