import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { ApiError, createApiClient } from '@assess/core';
import { AssessApiProvider } from '../client/AssessApi.tsx';
import { useResource, type ResourceLoader } from './useResource.ts';

afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** A loader whose answers the test gives by hand, recording each call's signal and freshness. */
function manualLoader<T>() {
  const calls: { fresh: boolean; signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const load: ResourceLoader<T> = ({ fresh, signal }) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ fresh, signal, resolve, reject });
    });
  return { calls, load };
}

describe('useResource', () => {
  it('shows loading, then the data; an error carries its code and what was thrown', async () => {
    const { calls, load } = manualLoader<string[]>();
    const { result, rerender } = renderHook(({ key }) => useResource(key, load), { initialProps: { key: 'a' } });
    expect(result.current.resource).toEqual({ kind: 'loading' });
    await act(async () => calls[0]!.resolve(['x']));
    expect(result.current.resource).toEqual({ kind: 'data', data: ['x'] });
    expect(calls[0]!.fresh).toBe(false);

    rerender({ key: 'b' });
    expect(result.current.resource).toEqual({ kind: 'loading' });
    const gone = new ApiError('Not found', 404, null);
    await act(async () => calls[1]!.reject(gone));
    expect(result.current.resource).toEqual({ kind: 'error', error: { code: 'missing', cause: gone } });
  });

  it('lets the latest read win: a new key aborts the earlier read and drops its late answer', async () => {
    const { calls, load } = manualLoader<string>();
    const { result, rerender } = renderHook(({ key }) => useResource(key, load), { initialProps: { key: 'first' } });
    rerender({ key: 'second' });
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[1]!.resolve('second answer'));
    await act(async () => calls[0]!.resolve('first answer'));
    expect(result.current.resource).toEqual({ kind: 'data', data: 'second answer' });
  });

  it('reloads fresh over the data on show, saying it is refreshing until the answer', async () => {
    const { calls, load } = manualLoader<number>();
    const { result } = renderHook(() => useResource('k', load));
    await act(async () => calls[0]!.resolve(1));
    let reloaded: Promise<unknown> = Promise.resolve();
    act(() => {
      reloaded = result.current.reload();
    });
    expect(result.current.refreshing).toBe(true);
    expect(result.current.resource).toEqual({ kind: 'data', data: 1 });
    expect(calls[1]!.fresh).toBe(true);
    await act(async () => calls[1]!.resolve(2));
    await expect(reloaded).resolves.toEqual({ kind: 'data', data: 2 });
    expect(result.current.refreshing).toBe(false);
    expect(result.current.resource).toEqual({ kind: 'data', data: 2 });
  });

  it('after a failure, Try Again shows loading until the new answer, as on a first read', async () => {
    const { calls, load } = manualLoader<number>();
    const { result } = renderHook(() => useResource('k', load));
    await act(async () => calls[0]!.reject(new ApiError('boom', 500, null)));
    expect(result.current.resource.kind).toBe('error');
    act(() => void result.current.reload());
    expect(result.current.resource).toEqual({ kind: 'loading' });
    expect(result.current.refreshing).toBe(false);
    await act(async () => calls[1]!.resolve(3));
    expect(result.current.resource).toEqual({ kind: 'data', data: 3 });
  });

  it('waits while the key is null', () => {
    const load = vi.fn(() => Promise.resolve(1));
    const { result } = renderHook(() => useResource(null, load));
    expect(load).not.toHaveBeenCalled();
    expect(result.current.resource.kind).toBe('loading');
  });

  it('polls fresh while the page is visible, stops when hidden, reads at once when it shows again, and keeps the data when a poll fails', async () => {
    vi.useFakeTimers();
    let answer = 0;
    let failNext = false;
    const load = vi.fn<ResourceLoader<number>>(async () => {
      if (failNext) throw new Error('blip');
      answer += 1;
      return answer;
    });
    const { result } = renderHook(() => useResource('jobs', load, { poll: 1000 }));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(result.current.resource).toEqual({ kind: 'data', data: 1 });

    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.resource).toEqual({ kind: 'data', data: 2 });
    expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ fresh: true }));

    failNext = true;
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.resource).toEqual({ kind: 'data', data: 2 });
    failNext = false;

    act(() => setVisibility('hidden'));
    const callsWhileHidden = load.mock.calls.length;
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(load.mock.calls.length).toBe(callsWhileHidden);

    await act(async () => {
      setVisibility('visible');
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.resource).toEqual({ kind: 'data', data: 3 });
  });

  it('stops polling when the poll function says so', async () => {
    vi.useFakeTimers();
    let answer = 0;
    const load = vi.fn(async () => (answer += 1));
    renderHook(() => useResource('jobs', load, { poll: (data) => (data !== undefined && data >= 2 ? false : 1000) }));
    for (let second = 0; second < 5; second += 1) await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('setData replaces the data on show', async () => {
    const { result } = renderHook(() => useResource('k', async () => ['a']));
    await waitFor(() => expect(result.current.resource.kind).toBe('data'));
    act(() => result.current.setData((items) => [...items, 'b']));
    expect(result.current.resource).toEqual({ kind: 'data', data: ['a', 'b'] });
  });
});

describe('useResource and the API client', () => {
  it('reads again when the screen gets another API client (a new access token on an element)', async () => {
    const load = vi.fn(async () => 'answer');
    const first = createApiClient({ baseUrl: 'https://one.example' });
    const second = createApiClient({ baseUrl: 'https://one.example' });
    let clientInUse = first;
    const { rerender } = renderHook(() => useResource('k', load), {
      wrapper: ({ children }: { children: ReactNode }) => <AssessApiProvider client={clientInUse}>{children}</AssessApiProvider>,
    });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    clientInUse = second;
    rerender();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});
