import { describe, expect, it } from 'vitest';
import { benchTargets } from './routes';

describe.each(['demo', 'wordpress'] as const)('benchTargets(%s)', (backend) => {
  const targets = benchTargets(backend);

  it('has Lighthouse measure the six kinds of page issue 11 names', () => {
    expect(targets.routes.filter((route) => route.lighthouse).map((route) => route.name)).toEqual([
      'home',
      'post',
      'page',
      'category',
      'search',
      '404',
    ]);
  });

  it('asks for WordPress-style addresses (a leading and a trailing slash, before any query)', () => {
    const urls = targets.routes.flatMap((route) => [route.url, ...route.cold]);
    for (const url of [...urls, ...targets.pageViews]) {
      expect(url).toMatch(/^\/([^?]*\/)?(\?q=[A-Za-z0-9]+)?$/);
    }
  });

  it('never asks the same address twice for an uncached render', () => {
    const urls = targets.routes.flatMap((route) => [route.url, ...route.cold]);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('serves each kind from its pages-router route', () => {
    const route = (name: string) => targets.routes.find((entry) => entry.name === name)?.route;
    expect(route('post')).toBe('/[[...uri]]');
    expect(route('category p2')).toBe('/~paged/[[...uri]]');
    expect(route('search')).toBe('/search/[[...term]]');
    expect(route('404')).toBe('/404');
  });

  it('loads a cached post and the home with 32 connections, and makes ten page views', () => {
    expect(targets.throughput).toEqual(['post', 'home']);
    expect(targets.pageViews).toHaveLength(10);
  });
});

it('measures the real WordPress on its own content, not the demo paths', () => {
  const post = (backend: 'demo' | 'wordpress') =>
    benchTargets(backend).routes.find((route) => route.name === 'post')?.url;
  expect(post('wordpress')).toBe('/template-sticky/');
  expect(post('demo')).toBe('/news/company/lavanda-turns-five/');
});
