import { render } from '@testing-library/react';
import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * For tests (jsdom): the markup next/head would put into <head> in the browser for `element`,
 * after its effects ran, collected through the head manager Next's client gives next/head.
 */
export function browserHead(element: ReactNode): string {
  let collected: ReactNode[] = [];
  render(
    <HeadManagerContext.Provider
      value={{ updateHead: (head: ReactNode[]) => (collected = head), mountedInstances: new Set() }}
    >
      {element}
    </HeadManagerContext.Provider>,
  );
  return renderToStaticMarkup(<>{collected}</>);
}
