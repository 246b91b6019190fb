import { useEffect } from 'react';

/** A private page (the reserved area, a personal link): search engines are asked not to index it (robots.txt keeps crawlers out too). */
export function useNoIndex(): void {
  useEffect(() => {
    const tag = document.createElement('meta');
    tag.name = 'robots';
    tag.content = 'noindex, nofollow';
    document.head.append(tag);
    return () => tag.remove();
  }, []);
}
