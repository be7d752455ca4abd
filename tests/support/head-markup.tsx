import { render } from '@testing-library/react';
import { HeadManagerContext } from '../../lib/next/head-manager';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** `element` under the head manager Next gives next/head, which hands it the head's children. */
function withHeadManager(element: ReactNode, updateHead: (head: ReactNode[]) => void) {
  return (
    <HeadManagerContext.Provider value={{ updateHead, mountedInstances: new Set() }}>
      {element}
    </HeadManagerContext.Provider>
  );
}

/** Test support: next/head hands its children to the document; this collects them as the server does. */
export function headMarkup(element: ReactNode): string {
  let collected: ReactNode[] = [];
  renderToStaticMarkup(withHeadManager(element, (head) => (collected = head)));
  return renderToStaticMarkup(<>{collected}</>);
}

/**
 * Test support (jsdom): the markup next/head puts into <head> in the browser for `element`,
 * after its effects ran.
 */
export function browserHead(element: ReactNode): string {
  let collected: ReactNode[] = [];
  render(withHeadManager(element, (head) => (collected = head)));
  return renderToStaticMarkup(<>{collected}</>);
}
