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
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy: { '/api': 'http://localhost:3000' }, fs: { allow: [path.resolve(root, '..')] } },
});
