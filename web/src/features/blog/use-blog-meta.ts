import { useEffect } from 'react';

export const DEFAULT_TITLE = 'rimborsovolo24.it - Risarcimento Voli EU 261/2004';

/** Sets the title and meta description while the page is shown; puts the previous ones back on leaving. */
export function useBlogMeta(title: string | undefined, description: string | undefined) {
  useEffect(() => {
    if (title === undefined) return;
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
    if (description !== undefined) meta.setAttribute('content', description);
    return () => {
      document.title = previousTitle || DEFAULT_TITLE;
      if (created) meta.remove();
      else if (previousDescription === null) meta.removeAttribute('content');
      else meta.setAttribute('content', previousDescription);
    };
  }, [title, description]);
}
