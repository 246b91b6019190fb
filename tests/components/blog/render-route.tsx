import { act, render } from '@testing-library/react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import BlogArticlePage from '@/features/blog/blog-article-page';
import BlogIndexPage from '@/features/blog/blog-index-page';

/** Renders the blog routes at `path` inside an in-memory wouter router. */
export function renderBlog(path: string) {
  const memory = memoryLocation({ path, record: true });
  const view = render(
    <Router hook={memory.hook}>
      <Switch>
        <Route path="/blog" component={BlogIndexPage} />
        <Route path="/blog/:slug" component={BlogArticlePage} />
        <Route>altra pagina</Route>
      </Switch>
    </Router>,
  );
  return { ...view, memory };
}

/**
 * Renders an article page, whose text arrives after the page: inside an awaited act, so React
 * shows the text once it is here (a render suspended inside a synchronous act is never resumed).
 */
export async function renderArticle(path: string) {
  let view: ReturnType<typeof renderBlog> | undefined;
  await act(async () => {
    view = renderBlog(path);
  });
  return view!;
}
