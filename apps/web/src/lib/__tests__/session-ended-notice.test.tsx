import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberSessionEnded, useSessionEndedNotice } from '../session-ended-notice.ts';

afterEach(() => window.sessionStorage.clear());

describe('the note that the session ended', () => {
  it('is told once on the page after the reload that ended the session', () => {
    rememberSessionEnded(true);
    const announce = vi.fn();
    renderHook(() => useSessionEndedNotice(announce)).unmount();
    expect(announce).toHaveBeenCalledTimes(1);
    const again = vi.fn();
    renderHook(() => useSessionEndedNotice(again));
    expect(again).not.toHaveBeenCalled();
  });

  it('is told at once when the session ends without a reload, and not again after one', () => {
    const announce = vi.fn();
    renderHook(() => useSessionEndedNotice(announce));
    expect(announce).not.toHaveBeenCalled();
    rememberSessionEnded(false);
    expect(announce).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('says nothing on an ordinary page load', () => {
    const announce = vi.fn();
    renderHook(() => useSessionEndedNotice(announce));
    expect(announce).not.toHaveBeenCalled();
  });
});
