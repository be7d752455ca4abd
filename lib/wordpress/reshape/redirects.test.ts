import { describe, expect, it, vi } from 'vitest';
import { reshapeRedirects } from './redirects';
import { testContext } from './test/context';

const answer = (origin: string, target: string, type: number, format = 'plain') => ({
  origin,
  target,
  type,
  format,
});

describe('reshapeRedirects', () => {
  it('turns targets on WordPress into site paths, relative ones too, and keeps other sites', () => {
    const rules = reshapeRedirects(
      [
        answer('a', 'http://127.0.0.1:8080/about/', 301),
        answer('b', 'welcome/', 302),
        answer('c', 'https://status.example.com/', 307),
        answer('^d/(.*)$', '/e/$1', 301, 'regex'),
        answer('f', '', 410),
      ],
      testContext().context,
    );
    expect(rules).toEqual([
      { origin: 'a', target: '/about/', status: 301, format: 'plain' },
      { origin: 'b', target: '/welcome/', status: 302, format: 'plain' },
      { origin: 'c', target: 'https://status.example.com/', status: 307, format: 'plain' },
      { origin: '^d/(.*)$', target: '/e/$1', status: 301, format: 'regex' },
      { origin: 'f', target: '', status: 410, format: 'plain' },
    ]);
  });

  it('leaves out rules it cannot answer: unknown status, no origin, a redirect without target', () => {
    const warn = vi.fn();
    const rules = reshapeRedirects(
      [answer('a', '/b/', 999), answer('', '/b/', 301), answer('c', '', 301), null],
      testContext({ warn }).context,
    );
    expect(rules).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(4);
  });
});
