import { describe, expect, it } from 'vitest';
import { parseSiteEnv } from '../config/site-env';
import { blockPresetsUrl, fetchBlockPresets } from './block-presets';

const env = parseSiteEnv({ NEXT_PUBLIC_WORDPRESS_URL: 'https://cms.example.com' });

const answering =
  (status: number, body: unknown, asked: string[] = []): typeof fetch =>
  async (input) => {
    asked.push(String(input));
    return new Response(JSON.stringify(body), { status });
  };

describe('fetchBlockPresets', () => {
  it("asks the plugin's route and gives its presets sanitised, at an address of their own", async () => {
    const asked: string[] = [];
    const css = ':root{--wp--preset--color--accent-1: #FFEE58;}body{position:fixed}';
    const presets = await fetchBlockPresets(env, answering(200, { theme: 't', css }, asked));
    expect(asked).toEqual([blockPresetsUrl(env)]);
    expect(asked[0]).toBe('https://cms.example.com/?rest_route=/lavanda/v1/global-styles');
    expect(presets?.css).toBe(':root{--wp--preset--color--accent-1:#FFEE58}');
    expect(presets?.href).toMatch(/^\/api\/block-presets\/\?v=[0-9a-f]{10}$/);
    const other = await fetchBlockPresets(
      env,
      answering(200, { css: ':root{--wp--preset--color--accent-1: #000000;}' }),
    );
    expect(other?.href).not.toBe(presets?.href);
  });

  it('gives none without the plugin (404) or without presets; a failure is an error', async () => {
    expect(await fetchBlockPresets(env, answering(404, { code: 'rest_no_route' }))).toBeNull();
    expect(await fetchBlockPresets(env, answering(200, { css: '' }))).toBeNull();
    expect(await fetchBlockPresets(env, answering(200, { css: 42 }))).toBeNull();
    await expect(fetchBlockPresets(env, answering(500, {}))).rejects.toThrow(
      'global-styles answered 500',
    );
  });
});
