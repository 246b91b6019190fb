import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { PageShell } from '../components/layout/page-shell';
import { Spinner } from '../components/ui/card';
import { useToastRequested } from '../components/ui/toast-store';
import { ADMIN_PAGES } from './admin-pages';
import { useLegalInfo } from './api/legal-info';
import { createQueryClient } from './api-client';
import { PUBLIC_PAGES } from './public-pages';
import NotFoundPage from './not-found-page';

const queryClient = createQueryClient();

const Toaster = lazy(() => import('../components/ui/toast').then(({ Toaster }) => ({ default: Toaster })));

/** The toasts' code comes with the first toast: a page that shows none (the landing, the blog) never downloads it. */
function ToasterOnceNeeded() {
  return useToastRequested() ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * Marks the moment the page answers input: a pre-rendered page is shown before its code takes over.
 * It sits inside the page's Suspense boundary, so it fires once the page itself has hydrated, not just the shell around it.
 */
function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return null;
}

function PublicSite() {
  const { data } = useLegalInfo();
  return (
    <PageShell company={data?.company}>
      <Suspense fallback={<Spinner />}>
        <Switch>
          {PUBLIC_PAGES.map((page) => (
            <Route key={page.path} path={page.path} component={page.component} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
        <InteractiveMark />
      </Suspense>
    </PageShell>
  );
}

function AdminPage({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
      <InteractiveMark />
    </Suspense>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Switch>
        {ADMIN_PAGES.map((page) => (
          <Route key={page.path} path={page.path}>
            <AdminPage page={page.component} />
          </Route>
        ))}
        <Route component={PublicSite} />
      </Switch>
      <ToasterOnceNeeded />
    </QueryClientProvider>
  );
}
