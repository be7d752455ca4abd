/*
 * Framework internals (one seam: lib/next/; off with PLAIN_NEXT=1 where marked). Relies on
 * next/document's `Head` class and two of its undocumented methods, `getScripts(files)` and
 * `getDynamicChunks(files)`, returning the page's <script> elements with `src`, and on
 * `this.context.isDevelopment`. Off with PLAIN_NEXT=1 (pages/_document.tsx uses Next's Head).
 * How to tell it broke: lib/next/framework-canary.test.ts names "after-paint head"; or pages stay
 * static after load (no script runs: the script list is empty).
 */
// eslint-disable-next-line @next/next/no-document-import-in-page -- a part of pages/_document, imported by it alone
import { Head } from 'next/document';
import type { JSX } from 'react';
import { serializeJsonLd } from '../seo/structured-data/serialize-json-ld';
import { SCRIPT_LIST_ID, afterPaintLoader } from './after-paint-scripts';

type DocumentFiles = Parameters<Head['getScripts']>[0];

/**
 * next/document's Head with the page's scripts (Next's chunks, its build manifests) left for
 * `afterPaintLoader` to load once the page has painted, instead of `<script defer>` tags: measured
 * with Lighthouse mobile (docs/benchmarks.md), the deferred scripts arrived and ran before the
 * first paint and its simulated phone then counted their download and evaluation in the largest
 * paint (2.7–3.5 s on the real WordPress's 404, page with blocks and category; 1.56–1.95 s loaded
 * after the paint). Inline scripts Next writes there (Turbopack's bootstrap) stay where they are;
 * `nomodule` polyfills, which current browsers skip, are left as Next writes them.
 * `next dev` keeps Next's tags: it hides the body until its scripts have run, so no paint would come.
 */
export class AfterPaintHead extends Head {
  override getDynamicChunks(files: DocumentFiles): (JSX.Element | null)[] {
    if (this.context.isDevelopment) return super.getDynamicChunks(files);
    // Written by getScripts, in their order before the page's own.
    return [];
  }

  override getScripts(files: DocumentFiles): JSX.Element[] {
    if (this.context.isDevelopment) return super.getScripts(files);
    const elements = [...super.getDynamicChunks(files), ...super.getScripts(files)].filter(
      (element): element is JSX.Element => element !== null,
    );
    const sourceOf = (element: JSX.Element): string | undefined =>
      (element.props as { src?: string }).src;
    const sources = elements.map(sourceOf).filter((src): src is string => src !== undefined);
    return [
      ...elements.filter((element) => sourceOf(element) === undefined),
      <script
        key={SCRIPT_LIST_ID}
        id={SCRIPT_LIST_ID}
        type="application/json"
        // The build's own addresses, escaped for a script element all the same.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(sources) }}
      />,
      <script key="after-paint-loader" dangerouslySetInnerHTML={{ __html: afterPaintLoader }} />,
    ];
  }
}
