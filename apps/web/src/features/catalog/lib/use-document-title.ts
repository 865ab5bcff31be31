import { useEffect } from 'react';

/** Sets the tab title for this page (the server sets it too for the first load; this covers client navigation). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
