import { useEffect } from 'react';

const SHOP_NAME = 'Tangerine Luxury';

/** Sets the tab title to "<title> · Tangerine Luxury" while the page is shown. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    document.title = title.includes(SHOP_NAME) ? title : `${title} · ${SHOP_NAME}`;
  }, [title]);
}
