// @vitest-environment jsdom
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateInTransition, type HydratingClient } from './hydrate-in-transition';

/** Keeps the thread busy, as a component costly to render does (a header, blocks, on a phone). */
function spend(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

/** A section that takes 12 ms to render, longer than React's 5 ms slice, logging when it does. */
function Section({ name, log }: { name: string; log: string[] }) {
  log.push(name);
  // While the first renders, the browser gets a task to run (an input, a timer).
  if (name === 'header') setTimeout(() => log.push('browser task'), 0);
  spend(12);
  return <section>{name}</section>;
}

function Page({ log }: { log: string[] }) {
  return (
    <main>
      <Section name="header" log={log} />
      <Section name="content" log={log} />
      <Section name="footer" log={log} />
    </main>
  );
}

/** Hydrates the server's HTML of Page with `client`: the order of its renders and the task. */
async function hydrateAndWatch(client: HydratingClient): Promise<string[]> {
  const log: string[] = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page log={[]} />);
  document.body.append(container);
  client.hydrateRoot(container, <Page log={log} />);
  await new Promise((resolve) => setTimeout(resolve, 300));
  container.remove();
  return log;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('hydrateInTransition', () => {
  it('lets the browser run its tasks between the parts of a hydrating page', async () => {
    const client: HydratingClient = { hydrateRoot };
    hydrateInTransition(client);
    const log = await hydrateAndWatch(client);
    expect(log[0]).toBe('header');
    expect(log.indexOf('browser task')).toBeLessThan(log.indexOf('footer'));
  });

  it('hydrates the page all the same, once', async () => {
    const client: HydratingClient = { hydrateRoot };
    hydrateInTransition(client);
    hydrateInTransition(client);
    const log = await hydrateAndWatch(client);
    expect(log.filter((entry) => entry !== 'browser task')).toEqual([
      'header',
      'content',
      'footer',
    ]);
  });
});
