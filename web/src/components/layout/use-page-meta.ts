import { useEffect } from 'react';
import type { PageMeta } from '@/app/page-meta';

/** Sets the title and meta description while the page is shown; the previous ones come back on leaving. */
export function usePageMeta(meta: PageMeta | undefined): void {
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    const previousTitle = document.title;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const previousDescription = tag.content;
    document.title = title;
    tag.content = description;
    return () => {
      document.title = previousTitle;
      if (created) tag.remove();
      else tag.content = previousDescription;
    };
  }, [title, description]);
}
