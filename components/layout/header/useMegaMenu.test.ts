// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOVER_INTENT_DELAY_MS } from './useHoverIntent';
import { useMegaMenu } from './useMegaMenu';

describe('useMegaMenu hover intent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => renderHook(({ path }) => useMegaMenu(path), { initialProps: { path: '/' } });

  it('waits 300 ms', () => {
    expect(HOVER_INTENT_DELAY_MS).toBe(300);
  });

  it('opens the panel once the pointer has rested 300 ms, not before', () => {
    const { result } = setup();
    act(() => result.current.pointerEnter(7));
    act(() => vi.advanceTimersByTime(299));
    expect(result.current.openId).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.openId).toBe(7);
  });

  it('never opens when the pointer leaves before 300 ms', () => {
    const { result } = setup();
    act(() => result.current.pointerEnter(7));
    act(() => vi.advanceTimersByTime(250));
    act(() => result.current.pointerLeave());
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.openId).toBeNull();
  });

  it('restarts the delay when the pointer moves to another item', () => {
    const { result } = setup();
    act(() => result.current.pointerEnter(7));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.pointerLeave());
    act(() => result.current.pointerEnter(8));
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.openId).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(result.current.openId).toBe(8);
  });

  it('closes at once when the pointer leaves the item and its panel', () => {
    const { result } = setup();
    act(() => result.current.pointerEnter(7));
    act(() => vi.advanceTimersByTime(300));
    act(() => result.current.pointerLeave());
    expect(result.current.openId).toBeNull();
  });

  it('closes when the route path changes', () => {
    const { result, rerender } = setup();
    act(() => result.current.toggle(7));
    expect(result.current.openId).toBe(7);
    rerender({ path: '/news/' });
    expect(result.current.openId).toBeNull();
  });

  it('drops a pending hover when the route path changes', () => {
    const { result, rerender } = setup();
    act(() => result.current.pointerEnter(7));
    rerender({ path: '/news/' });
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.openId).toBeNull();
  });

  it('toggles at once on click or key, and a pending hover cannot reopen what was closed', () => {
    const { result } = setup();
    act(() => result.current.pointerEnter(7));
    act(() => result.current.toggle(7));
    expect(result.current.openId).toBe(7);
    act(() => result.current.toggle(7));
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.openId).toBeNull();
  });

  it('cancels a pending open when unmounted', () => {
    const { result, unmount } = setup();
    act(() => result.current.pointerEnter(7));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
