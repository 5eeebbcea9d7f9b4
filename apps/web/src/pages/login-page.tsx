import { useEffect, useState } from 'react';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { LoginForm } from '@/features/auth/components/login-form';
import { PhoneSignInForm } from '@/features/auth/components/phone-sign-in-form';

type Mode = 'email' | 'phone';

/** /login (storefront §2): email and password, or a mobile number and a one-time code (issue 20). */
export function LoginPage() {
  const [mode, setMode] = useState<Mode>('email');
  useEffect(() => {
    document.title = 'Sign In · Tangerine Luxury';
  }, []);
  const tab = (value: Mode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => setMode(value)}
      className={`h-11 flex-1 text-sm tracking-wide transition-colors ${mode === value ? 'bg-ink text-white' : 'bg-white text-ink-soft hover:text-ink'}`}
    >
      {label}
    </button>
  );
  return (
    <AuthShell eyebrow="Welcome back" title="Sign In" intro="Sign in to see your cart, wishlist and orders.">
      <div role="group" aria-label="Sign in with" className="mb-6 flex border border-ink">
        {tab('email', 'Email')}
        {tab('phone', 'Mobile number')}
      </div>
      {mode === 'email' ? <LoginForm /> : <PhoneSignInForm />}
    </AuthShell>
  );
}
