import { render } from '@testing-library/react';
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
