import { type Server, type ServerResponse, createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it, vi } from 'vitest';
import { recordAnswer } from './recorded-answer';
import type { StoredPage } from './stored-pages';

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

/** Serves one answer written by `write`, recording it; resolves with what `done` was given. */
async function recorded(
  worthKeeping: (status: number) => boolean,
  write: (res: ServerResponse) => void,
  maxBytes = 1_000,
): Promise<StoredPage | null> {
  let result: StoredPage | null | undefined;
  server = createServer((_req, res) => {
    recordAnswer(res, maxBytes, worthKeeping, (answer) => (result = answer));
    write(res);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) =>
    get(`http://127.0.0.1:${port}/`, (res) => res.resume().on('end', resolve)),
  );
  if (result === undefined) throw new Error('done was not called');
  return result;
}

const page = (res: ServerResponse) => {
  res.setHeader('Content-Type', 'text/html');
  res.write('<p>one</p>');
  res.end('<p>two</p>');
};

it('copies a kept answer whole, with its headers as spelled and its length', async () => {
  const answer = await recorded(() => true, page);
  expect(answer?.body.toString()).toBe('<p>one</p><p>two</p>');
  expect(answer?.headers).toEqual({ 'Content-Type': 'text/html', 'Content-Length': 20 });
});

it('decides on the first bytes, and copies nothing of an answer not worth keeping', async () => {
  const worthKeeping = vi.fn((status: number) => status === 200);
  const answer = await recorded(worthKeeping, (res) => {
    res.statusCode = 404;
    page(res);
  });
  expect(answer).toBeNull();
  expect(worthKeeping).toHaveBeenCalledOnce();
});

it('copies nothing of an answer over the size limit', async () => {
  expect(await recorded(() => true, page, 15)).toBeNull();
});
