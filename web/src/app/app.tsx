import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageShell } from '../components/layout/page-shell';
import { Spinner } from '../components/ui/card';
import { Toaster } from '../components/ui/toast';
import { createQueryClient } from './api-client';
import { PUBLIC_PAGES } from './public-pages';
import NotFoundPage from './not-found-page';

const queryClient = createQueryClient();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <PageShell>
        <Suspense fallback={<Spinner />}>
          <Switch>
            {PUBLIC_PAGES.map((page) => (
              <Route key={page.path} path={page.path} component={page.component} />
            ))}
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </PageShell>
      <Toaster />
    </QueryClientProvider>
  );
}


