/** A carousel's dots: one button for each slide, the one showing marked as current. */
export interface CarouselDotsProps {
  count: number;
  index: number;
  onSelect: (index: number) => void;
  /** The button's name, e.g. "Show slide 2 of 5". */
  label: (index: number) => string;
  buttonClassName: string;
  /** The dot's size and colour, current or not. */
  dotClassName: (current: boolean) => string;
}

export function CarouselDots({ count, index, onSelect, label, buttonClassName, dotClassName }: CarouselDotsProps) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <button key={i} type="button" onClick={() => onSelect(i)} aria-label={label(i)} aria-current={i === index ? 'true' : undefined} className={buttonClassName}>
          <span className={`block rounded-full ${dotClassName(i === index)}`} />
        </button>
      ))}
    </>
  );
}
