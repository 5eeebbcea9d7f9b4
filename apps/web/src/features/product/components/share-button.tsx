/** Share (storefront §7): the device's share sheet, or an e-mail with the link where there is none. */
import { ShareIcon } from '@/components/ui/icons';

export function ShareButton({ name }: { name: string }) {
  async function share() {
    const url = window.location.href;
    const text = `Take a look at ${name} on Tangerine Luxury`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, text, url });
        return;
      } catch (err) {
        if ((err as Error).name === 'AbortError') return;
      }
    }
    window.location.href = `mailto:?subject=${encodeURIComponent(name)}&body=${encodeURIComponent(`${text}: ${url}`)}`;
  }
  return (
    <button type="button" onClick={() => void share()} className="flex h-10 w-10 items-center justify-center rounded-full border border-line text-ink hover:border-ink" aria-label={`Share ${name}`}>
      <ShareIcon size={18} />
    </button>
  );
}
