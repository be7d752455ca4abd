import type { NextApiRequest, NextApiResponse } from 'next';
import { describe, expect, it } from 'vitest';
import { createBlockPresetsHandler } from './presets-handler';

function call(
  handler: ReturnType<typeof createBlockPresetsHandler>,
  method: string,
  query: Record<string, string>,
) {
  const headers: Record<string, string> = {};
  const sent = { status: 0, body: '' as string | undefined, headers };
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
      return res;
    },
    status: (code: number) => {
      sent.status = code;
      return res;
    },
    end: (body?: string) => {
      sent.body = body;
      return res;
    },
  };
  return handler(
    { method, query } as unknown as NextApiRequest,
    res as unknown as NextApiResponse,
  ).then(() => sent);
}

const PRESETS = { css: ':root{--wp--preset--color--a:#000}', href: '/api/block-presets/?v=abc123' };

describe('the block presets route', () => {
  it('answers the presets as CSS, kept for a year when asked by their current address', async () => {
    const handler = createBlockPresetsHandler(async () => PRESETS);
    const current = await call(handler, 'GET', { v: 'abc123' });
    expect(current.status).toBe(200);
    expect(current.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(current.body).toBe(PRESETS.css);
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const older = await call(handler, 'GET', { v: 'old' });
    expect(older.body).toBe(PRESETS.css);
    expect(older.headers['cache-control']).toBe('public, max-age=60');
  });

  it('answers an empty sheet when WordPress gives no presets, and 405 to other methods', async () => {
    const handler = createBlockPresetsHandler(async () => null);
    const none = await call(handler, 'GET', { v: 'abc123' });
    expect(none.status).toBe(200);
    expect(none.body).toBe('');
    const post = await call(handler, 'POST', {});
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});
