// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '@/theme/system';
import { renderWithSite } from '../test/renderWithSite';
import { saveFlashToast } from './flash';
import { createToaster, TOAST_PLACEMENTS } from './toaster';
import { ToastRegion } from './ToastRegion';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('ToastRegion', () => {
  it('keeps an empty live region in the page so that new toasts are announced', () => {
    renderWithSite(<ToastRegion toaster={createToaster()} />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region.children).toHaveLength(0);
  });

  it('shows toasts in their placements above everything, 300 to 560 px wide', () => {
    const toaster = createToaster();
    renderWithSite(<ToastRegion toaster={toaster} />);
    act(() => {
      for (const placement of TOAST_PLACEMENTS) toaster.open({ title: placement, placement });
    });
    for (const placement of TOAST_PLACEMENTS) {
      const group = document.querySelector<HTMLElement>(`[data-placement="${placement}"]`);
      expect(within(group as HTMLElement).getByText(placement)).toBeInTheDocument();
      const style = getComputedStyle(group as HTMLElement);
      expect([style.position, style.zIndex]).toEqual(['fixed', 'var(--chakra-z-index-toast)']);
    }
    expect(system.token('zIndex.toast')).toBe('5500');
    const toast = screen.getAllByRole('status')[0] as HTMLElement;
    expect(getComputedStyle(toast).minWidth).toBe('300px');
    expect(getComputedStyle(toast).maxWidth).toContain('560px');
  });

  it('updates a toast in place and closes it with its button', async () => {
    const toaster = createToaster();
    renderWithSite(<ToastRegion toaster={toaster} />);
    let id = '';
    act(() => {
      id = toaster.open({ title: 'Saving…', duration: null });
    });
    act(() => void toaster.update(id, { title: 'Saved', status: 'success' }));
    expect(screen.getByRole('status').textContent).toContain('Saved');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces errors at once', () => {
    const toaster = createToaster();
    renderWithSite(<ToastRegion toaster={toaster} />);
    act(() => void toaster.open({ title: 'Failed', status: 'error' }));
    expect(screen.getByRole('alert').textContent).toContain('Failed');
  });

  it('opens the toast the previous page left, and closes it after 5000 ms', () => {
    vi.useFakeTimers();
    saveFlashToast({ title: 'You are logged in.', status: 'success' });
    renderWithSite(<ToastRegion toaster={createToaster()} />);
    expect(screen.getByRole('status').textContent).toContain('You are logged in.');
    act(() => void vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
