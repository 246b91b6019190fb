import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { blogArticles } from './scripts/blog-articles-plugin.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), blogArticles()],
  resolve: {
    alias: {
      // The calculator and the wizard's estimate use the server's own eligibility engine (pure TypeScript).
      '@eligibility': path.resolve(root, '../src/eligibility/index.ts'),
      // What web and server share (schemas, vocabulary, limits); no I/O.
      '@contracts': path.resolve(root, '../src/contracts'),
      '@': path.resolve(root, 'src'),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The eligibility rules run nothing on import: a page that reads one value through @eligibility (the footer's headline
      // price) then takes only the module that holds it, and the rules the landing and the wizard use stay in their chunks.
      treeshake: { moduleSideEffects: (id) => !id.includes('/src/eligibility/') },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' }, fs: { allow: [path.resolve(root, '..')] } },
});
