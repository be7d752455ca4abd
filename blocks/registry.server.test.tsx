import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import type { Block } from '@/lib/wordpress/types/blocks';
import { BlockList } from './registry';

afterEach(() => {
  vi.restoreAllMocks();
});

it('logs a layout without a component while rendering on the server, and renders nothing', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const unknown = { typename: 'PageContentFlexibleLayoutCarouselLayout' } as unknown as Block;
  expect(renderToString(<BlockList blocks={[unknown]} />)).toBe('');
  expect(warn).toHaveBeenCalledWith(
    '[blocks] no component for layout PageContentFlexibleLayoutCarouselLayout: not rendered',
  );
});
