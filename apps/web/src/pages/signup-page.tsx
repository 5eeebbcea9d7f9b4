import { useEffect } from 'react';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { SignupForm } from '@/features/auth/components/signup-form';

/** /signup (storefront §2). */
export function SignupPage() {
  useEffect(() => {
    document.title = 'Create Account · Tangerine Luxury';
  }, []);
  return (
    <AuthShell eyebrow="Join us" title="Create Account" intro="Save pieces to your wishlist, check out faster and follow your orders.">
      <SignupForm />
    </AuthShell>
  );
}
