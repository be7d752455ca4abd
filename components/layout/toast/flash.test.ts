// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { FLASH_TOAST_KEY, FLASH_TOAST_MAX_AGE_MS, saveFlashToast, takeFlashToast } from './flash';

afterEach(() => sessionStorage.clear());

describe('flash toasts', () => {
  it('hands a saved toast to the next page once', () => {
    saveFlashToast({ title: 'You are logged in.', status: 'success' }, 1000);
    expect(takeFlashToast(2000)).toEqual({ title: 'You are logged in.', status: 'success' });
    expect(takeFlashToast(2000)).toBeNull();
    expect(sessionStorage.getItem(FLASH_TOAST_KEY)).toBeNull();
  });

  it('drops a toast older than its maximum age', () => {
    saveFlashToast({ title: 'stale' }, 0);
    expect(takeFlashToast(FLASH_TOAST_MAX_AGE_MS + 1)).toBeNull();
    expect(sessionStorage.getItem(FLASH_TOAST_KEY)).toBeNull();
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem(FLASH_TOAST_KEY, '{not json');
    expect(takeFlashToast()).toBeNull();
    sessionStorage.setItem(FLASH_TOAST_KEY, JSON.stringify({ title: 3, at: 0 }));
    expect(takeFlashToast(0)).toBeNull();
  });
});
