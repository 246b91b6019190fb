import { lazy, type ComponentType } from 'react';

/** The operators' routes: code-split, so no public page downloads any of them. Each guarded page wraps itself in AdminArea. */
export const ADMIN_PAGES: { path: string; component: ComponentType }[] = [
  { path: '/admin/login', component: lazy(() => import('../features/admin-operators/sign-in/login-page')) },
  { path: '/admin', component: lazy(() => import('./admin/dashboard-page')) },
  { path: '/admin/account', component: lazy(() => import('../features/admin-operators/account/account-security-page')) },
  { path: '/admin/practice/:id', component: lazy(() => import('./admin/claim-page')) },
];
