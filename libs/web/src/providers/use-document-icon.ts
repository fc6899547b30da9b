import { useEffect } from 'react';

/** The platform's own icon, served at the site root. */
export const DEFAULT_DOCUMENT_ICON = '/favicon.ico';

/**
 * Spec §2: favicons come from the channel configuration. Points the page's icon link at the
 * association's icon, or back at the platform's when it has none (or the page unmounts).
 */
export const useDocumentIcon = (href: string | null | undefined) => {
  useEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = href || DEFAULT_DOCUMENT_ICON;
    // The association's icon can be any accepted image type; the browser sniffs it.
    link.removeAttribute('type');
    const current = link;
    return () => {
      current.href = DEFAULT_DOCUMENT_ICON;
    };
  }, [href]);
};
