import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Test support: next/head hands its children to the document; this collects them as the server does. */
export function headMarkup(element: ReactNode): string {
  let collected: ReactNode[] = [];
  renderToStaticMarkup(
    <HeadManagerContext.Provider
      value={{ updateHead: (head: ReactNode[]) => (collected = head), mountedInstances: new Set() }}
    >
      {element}
    </HeadManagerContext.Provider>,
  );
  return renderToStaticMarkup(<>{collected}</>);
}
