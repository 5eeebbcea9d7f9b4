/**
 * The splash (catalogue §2 Home): the wordmark fades in over the page for under a second, then
 * fades away. It is fixed and lets every click through, so it never moves or blocks the page, and
 * it plays once per session (never with reduced motion).
 */
import { useEffect, useState } from 'react';
import { hasSessionFlag, setSessionFlag } from '@/lib/session-flags';
import { prefersReducedMotion } from '@/lib/use-interval';
import { FLAGS, HOME } from '../constants';

export function Splash() {
  // Decided after hydration (the session flag and the motion preference live in the browser); the
  // server's page and the first render in the browser have no splash.
  const [phase, setPhase] = useState<'in' | 'out' | 'gone'>('gone');
  useEffect(() => {
    if (hasSessionFlag(FLAGS.splash) || prefersReducedMotion()) return;
    setSessionFlag(FLAGS.splash);
    setPhase('in');
    const out = window.setTimeout(() => setPhase('out'), HOME.splashMs);
    const gone = window.setTimeout(() => setPhase('gone'), HOME.splashMs + 400);
    return () => {
      window.clearTimeout(out);
      window.clearTimeout(gone);
    };
  }, []);
  if (phase === 'gone') return null;
  return (
    <div
      aria-hidden="true"
      className={`pointer-events-none fixed inset-0 z-[60] flex items-center justify-center bg-paper transition-opacity duration-[400ms] ${phase === 'out' ? 'opacity-0' : 'opacity-100'}`}
    >
      <div className="splash-mark text-center">
        <p className="font-serif text-4xl tracking-wide text-ink">Tangerine</p>
        <p className="mt-1 text-[11px] tracking-[0.6em] text-muted">LUXURY</p>
        <span className="mx-auto mt-4 block h-px w-16 origin-left animate-[splash-line_0.8s_ease-out_forwards] bg-tangerine" />
      </div>
      <style>{'@keyframes splash-line{from{transform:scaleX(0)}to{transform:scaleX(1)}}'}</style>
    </div>
  );
}
