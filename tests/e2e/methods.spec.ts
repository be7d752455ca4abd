import { expect, test } from './support/fixtures';

/** Methods a page does not take, asked over plain HTTP of the demo site. */
test('pages answer 405 with Allow to any method but GET and HEAD, TRACE included', async ({
  request,
  baseURL,
}) => {
  for (const path of ['/', '/about/', '/search/lavanda/', '/login/', '/category/news/']) {
    for (const method of ['TRACE', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      const response = await request.fetch(`${baseURL}${path}`, { method, maxRedirects: 0 });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers().allow, `${method} ${path}`).toBe('GET, HEAD');
    }
    expect((await request.head(`${baseURL}${path}`)).status(), `HEAD ${path}`).toBe(200);
  }
});
