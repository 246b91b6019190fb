import { lazy, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { fullyRendered } from '@/entry-server';

/** The build's two passes (entry-server.tsx renderPage) over a page whose lazy code fails to load. */
async function renderTwice(Page: ReturnType<typeof lazy>) {
  const errors: unknown[] = [];
  const tree = (
    <Suspense fallback={<p>Caricamento…</p>}>
      <Page />
    </Suspense>
  );
  const { prelude } = await prerenderToNodeStream(tree, { onError: (error) => void errors.push(error) });
  prelude.resume();
  return { html: renderToString(tree), errors };
}

describe('pre-rendered pages', () => {
  it('when a page’s code fails to load during the build, then its HTML would hold a client-rendering boundary (React #419 in the browser) and the build refuses it', async () => {
    const Broken = lazy(() => Promise.reject(new Error("ENOENT: no such file 'landing-page.js'")));
    const { html, errors } = await renderTwice(Broken);
    expect(html).toContain('<!--$!-->');
    expect(() => fullyRendered('/', html, errors)).toThrow("pre-rendering / failed: ENOENT: no such file 'landing-page.js'");
  });

  it('when a page renders, then its HTML is kept as it is', async () => {
    const Page = lazy(async () => ({ default: () => <h1>Volo in ritardo?</h1> }));
    const { html, errors } = await renderTwice(Page);
    expect(fullyRendered('/', html, errors)).toBe(html);
    expect(html).toContain('<h1>Volo in ritardo?</h1>');
  });
});
