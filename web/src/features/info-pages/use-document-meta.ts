import { useEffect } from 'react';

/** Sets the page title and meta description while the page is shown, and puts the previous ones back on leaving. */
export function useDocumentMeta(title: string, description: string) {
  useEffect(() => {
    const previousTitle = document.title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const previousDescription = meta.getAttribute('content');
    document.title = title;
    meta.setAttribute('content', description);
    return () => {
      document.title = previousTitle;
      if (created) meta.remove();
      else if (previousDescription === null) meta.removeAttribute('content');
      else meta.setAttribute('content', previousDescription);
    };
  }, [title, description]);
}
