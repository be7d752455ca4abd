import { describe, expect, it } from 'vitest';
import { BENCH_PARTS, parseBenchOptions } from './options';

describe('parseBenchOptions', () => {
  it('defaults to the demo, three runs and every part', () => {
    expect(parseBenchOptions([])).toEqual({
      wordpressUrl: null,
      runs: 3,
      parts: [...BENCH_PARTS],
      throughputSeconds: 10,
      requests: 200,
      reuseBuild: false,
    });
  });

  it('takes a WordPress address, the runs, the parts in the bench order and the durations', () => {
    const options = parseBenchOptions([
      '--wordpress',
      'http://127.0.0.1:8080/',
      '--runs',
      '5',
      '--only',
      'lighthouse,js',
      '--duration',
      '4',
      '--requests',
      '50',
      '--reuse-build',
    ]);
    expect(options).toEqual({
      wordpressUrl: 'http://127.0.0.1:8080',
      runs: 5,
      parts: ['js', 'lighthouse'],
      throughputSeconds: 4,
      requests: 50,
      reuseBuild: true,
    });
  });

  it('reuses the build when BENCH_REUSE_BUILD=1', () => {
    expect(parseBenchOptions([], { BENCH_REUSE_BUILD: '1' }).reuseBuild).toBe(true);
  });

  it.each([
    [['--runs', '0'], /--runs needs a whole number/],
    [['--runs', 'three'], /--runs needs a whole number/],
    [['--only', 'lighthouse,speed'], /unknown: speed/],
    [['--wordpress', 'ftp://example.org'], /--wordpress needs an http\(s\) address/],
    [['--wordpress'], /--wordpress needs an http\(s\) address/],
    [['--fast'], /unknown option "--fast"/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseBenchOptions(argv)).toThrow(message);
  });
});
