import { useLocation, useSearch } from 'wouter';

/** State kept in the page's query string (tab, filter, page), so reload, back and shared links keep it. */
export function useUrlState(): [URLSearchParams, (changes: Record<string, string | undefined>) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const update = (changes: Record<string, string | undefined>) => {
    // A late update (a debounced search) must not pull the operator back from the page they went on to.
    if (window.location.pathname !== location) return;
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    const query = next.toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
  };
  return [params, update];
}
