import { useSearchParams } from 'react-router';
import { UnsubscribeView } from '@/features/alerts/components/unsubscribe-view';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /unsubscribe?token=…: the one-click unsubscribe link of an alert mail (issue 19). */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  useDocumentTitle('Unsubscribe');
  return (
    <main id="main" className="container-shop py-16 lg:py-24">
      <UnsubscribeView token={params.get('token')} />
    </main>
  );
}
