import { useEffect } from 'react';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { LoginForm } from '@/features/auth/components/login-form';

/** /login (storefront §2). */
export function LoginPage() {
  useEffect(() => {
    document.title = 'Sign In · Tangerine Luxury';
  }, []);
  return (
    <AuthShell eyebrow="Welcome back" title="Sign In" intro="Sign in to see your cart, wishlist and orders.">
      <LoginForm />
    </AuthShell>
  );
}
