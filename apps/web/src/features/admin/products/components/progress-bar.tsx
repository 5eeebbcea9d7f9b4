/** An upload's progress, announced to assistive technology as a progressbar. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-1.5 w-full overflow-hidden rounded-full bg-line">
      <div className="h-full bg-tangerine transition-[width] duration-200" style={{ width: `${percent}%` }} />
    </div>
  );
}
