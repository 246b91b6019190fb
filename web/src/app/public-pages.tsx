import { lazy, type ComponentType } from 'react';

/** The public routes of the spec; each page loads on its own, so the landing page downloads only itself. */
export const PUBLIC_PAGES: { path: string; component: ComponentType }[] = [
  { path: '/', component: lazy(() => import('../features/landing/landing-page')) },
  { path: '/verifica-rimborso', component: lazy(() => import('../features/claim-wizard/claim-wizard-page')) },
  { path: '/verifica-stato', component: lazy(() => import('../features/status-lookup/status-lookup-page')) },
  { path: '/voli-ritardo', component: lazy(() => import('../features/info-pages/delays-page')) },
  { path: '/voli-cancellati', component: lazy(() => import('../features/info-pages/cancellations-page')) },
  { path: '/overbooking', component: lazy(() => import('../features/info-pages/overbooking-page')) },
  { path: '/bagagli-smarriti', component: lazy(() => import('../features/info-pages/lost-baggage-page')) },
  { path: '/blog', component: lazy(() => import('../features/blog/blog-index-page')) },
  { path: '/blog/:slug', component: lazy(() => import('../features/blog/blog-article-page')) },
  { path: '/carica-documenti/:practiceNumber', component: lazy(() => import('../features/document-upload/document-upload-page')) },
];
