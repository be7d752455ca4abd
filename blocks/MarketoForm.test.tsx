// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '@/components/layout/test/renderWithSite';
import type { MarketoFormBlock } from '@/lib/wordpress/types/blocks';
import { everyBlock } from './test/fixtures';
import { MarketoForm } from './MarketoForm';

const block = everyBlock.find(
  (entry) => entry.typename === 'PageContentFlexibleLayoutMarketoFormLayout',
) as MarketoFormBlock;

let observed: ((entries: { isIntersecting: boolean }[]) => void) | undefined;

beforeEach(() => {
  observed = undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.querySelectorAll('script[src]').forEach((script) => script.remove());
});

const scripts = () =>
  Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).map((s) => s.src);

describe('MarketoForm', () => {
  it("loads Marketo's script from the configured host only when the form nears the viewport", async () => {
    renderWithSite(<MarketoForm block={block} />);
    expect(screen.getByRole('heading', { name: 'Contact sales' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Contact sales' }).id).toBe('mktoForm_1234');
    expect(scripts()).toEqual([]);
    act(() => observed?.([{ isIntersecting: true }]));
    expect(scripts()).toEqual(['https://app-ab12.marketo.com/js/forms2/js/forms2.min.js']);
    const loadForm = vi.fn();
    window.MktoForms2 = { loadForm };
    await act(async () => {
      document.querySelector('script[src]')?.dispatchEvent(new Event('load'));
    });
    expect(loadForm).toHaveBeenCalledWith('https://app-ab12.marketo.com', '123-ABC-456', 1234);
  });

  it('shows title and description without a form when no account is configured', () => {
    renderWithSite(<MarketoForm block={{ ...block, marketo: null }} />);
    act(() => observed?.([{ isIntersecting: true }]));
    expect(screen.getByText(/Fill in the form/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(scripts()).toEqual([]);
  });
});
