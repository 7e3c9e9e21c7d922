import { useEffect } from 'react';

export const SITE_NAME = 'VERSUS';

/** Sets the document title for the page being shown, so screen readers announce where we are. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} – Esports tournaments for competitive gamers`;
  }, [title]);
}
