import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/test-server';
import { parseRange } from './uploads';

let server: TestServer;
let root: string;
beforeAll(async () => {
  const base = mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
  root = path.join(base, 'uploads');
  mkdirSync(path.join(root, '2014', '01'), { recursive: true });
  writeFileSync(path.join(root, '2014', '01', 'photo.jpg'), Buffer.from('0123456789'));
  writeFileSync(path.join(root, '2014', '01', 'tune.mp3'), 'mp3');
  writeFileSync(path.join(root, '2014', '01', 'résumé file.pdf'), 'pdf');
  writeFileSync(path.join(root, 'notes.unknownext'), 'x');
  writeFileSync(path.join(base, 'secret.txt'), 'outside');
  symlinkSync(path.join(base, 'secret.txt'), path.join(root, 'escape.txt'));
  server = await startTestServer({ uploadsDir: root });
});
afterAll(() => server.close());

describe('uploads', () => {
  it('serves files with their content type and length', async () => {
    const res = await server.send('GET', '/wp-content/uploads/2014/01/photo.jpg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-length']).toBe('10');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.text).toBe('0123456789');
    const mp3 = await server.send('GET', '/wp-content/uploads/2014/01/tune.mp3');
    expect(mp3.headers['content-type']).toBe('audio/mpeg');
    const pdf = await server.send(
      'GET',
      `/wp-content/uploads/2014/01/${encodeURIComponent('résumé file.pdf')}`,
    );
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const unknown = await server.send('GET', '/wp-content/uploads/notes.unknownext');
    expect(unknown.headers['content-type']).toBe('application/octet-stream');
  });

  it('answers HEAD, ranges and If-Modified-Since', async () => {
    const head = await server.send('HEAD', '/wp-content/uploads/2014/01/photo.jpg');
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    const range = await server.send('GET', '/wp-content/uploads/2014/01/photo.jpg', {
      headers: { Range: 'bytes=2-4' },
    });
    expect(range.status).toBe(206);
    expect(range.text).toBe('234');
    expect(range.headers['content-range']).toBe('bytes 2-4/10');
    const bad = await server.send('GET', '/wp-content/uploads/2014/01/photo.jpg', {
      headers: { Range: 'bytes=20-' },
    });
    expect(bad.status).toBe(416);
    const lastModified = head.headers['last-modified'] as string;
    const cached = await server.send('GET', '/wp-content/uploads/2014/01/photo.jpg', {
      headers: { 'If-Modified-Since': lastModified },
    });
    expect(cached.status).toBe(304);
  });

  it.each([
    '/wp-content/uploads/../uploads/2014/01/photo.jpg',
    '/wp-content/uploads/2014/../../secret.txt',
    '/wp-content/uploads/%2e%2e/secret.txt',
    '/wp-content/uploads/%2E%2E/secret.txt',
    '/wp-content/uploads/..%2fsecret.txt',
    '/wp-content/uploads/..%5csecret.txt',
    '/wp-content/uploads//etc/passwd',
    `/wp-content/uploads/${encodeURIComponent('/etc/passwd')}`,
    '/wp-content/uploads/2014/01/photo.jpg%00.txt',
    '/wp-content/uploads/%E0%A4%A',
    '/wp-content/uploads/escape.txt',
    '/wp-content/uploads/2014/01',
    '/wp-content/uploads/2014/01/',
    '/wp-content/uploads/missing.jpg',
  ])('refuses %s with 404', async (requestPath) => {
    const res = await server.send('GET', requestPath);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('outside');
  });

  it('only answers GET and HEAD, and 404s when no folder is configured', async () => {
    expect((await server.send('POST', '/wp-content/uploads/2014/01/photo.jpg')).status).toBe(404);
    const bare = await startTestServer();
    try {
      expect((await bare.send('GET', '/wp-content/uploads/2014/01/photo.jpg')).status).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('parses single byte ranges', () => {
    expect(parseRange('bytes=0-0', 10)).toEqual({ start: 0, end: 0 });
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange('bytes=5-', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=5-100', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=0-1,3-4', 10)).toBeNull();
    expect(parseRange('bytes=9-2', 10)).toBe('unsatisfiable');
    expect(parseRange(undefined, 10)).toBeNull();
  });
});
