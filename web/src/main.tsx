import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadPublicPage } from './app/public-pages';
import './app/styles.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A pre-rendered page is hydrated once its code is here, so the HTML already shown stays as it is.
if (container.firstElementChild) void loadPublicPage(window.location.pathname).then(() => hydrateRoot(container, app));
else createRoot(container).render(app);
