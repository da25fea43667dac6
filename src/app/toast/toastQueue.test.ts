import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentToast, emptyToastQueue, enqueueToast, MAX_QUEUED_TOASTS, nextToastChange, toastDuration, type ToastQueueState } from './toastQueue.ts';

describe('toast duration (spec 9)', () => {
  it('is 1000 ms plus 200 ms per character', () => {
    expect(toastDuration('网络连接不可用')).toBe(1000 + 7 * 200);
    expect(toastDuration('OK')).toBe(1400);
    expect(toastDuration('👍')).toBe(1200);
  });
});

describe('toast queue with a fake clock', () => {
  it('shows toasts one after another, each for its own duration, then nothing', () => {
    let state: ToastQueueState = emptyToastQueue;
    state = enqueueToast(state, '保存成功', 0); // 1800 ms
    state = enqueueToast(state, '已复制', 100); // 1600 ms, starts at 1800
    expect(currentToast(state, 0)?.text).toBe('保存成功');
    expect(currentToast(state, 1799)?.text).toBe('保存成功');
    expect(currentToast(state, 1800)?.text).toBe('已复制');
    expect(currentToast(state, 3399)?.text).toBe('已复制');
    expect(currentToast(state, 3400)).toBeNull();
  });

  it('starts a toast when it is queued if the screen is free', () => {
    let state = enqueueToast(emptyToastQueue, '一', 0);
    state = enqueueToast(state, '二', 5000);
    expect(currentToast(state, 5000)?.text).toBe('二');
    expect(nextToastChange(state)).toBe(5000 + 1200);
  });

  it('tells the shell when to look again', () => {
    const state = enqueueToast(enqueueToast(emptyToastQueue, 'abc', 10), 'de', 20);
    expect(nextToastChange(state)).toBe(10 + 1600);
    expect(nextToastChange(emptyToastQueue)).toBeNull();
  });

  it('does not queue blank text or a text already waiting', () => {
    let state = enqueueToast(emptyToastQueue, '  ', 0);
    expect(state.items).toHaveLength(0);
    state = enqueueToast(state, '网络连接不可用', 0);
    state = enqueueToast(state, '网络连接不可用', 10);
    expect(state.items).toHaveLength(1);
  });

  it('caps the waiting line', () => {
    let state = emptyToastQueue;
    for (let i = 0; i < MAX_QUEUED_TOASTS + 5; i += 1) state = enqueueToast(state, `第${i}条`, 0);
    expect(state.items).toHaveLength(MAX_QUEUED_TOASTS);
  });

  it('empties exactly when the sum of durations has passed, whatever the texts', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 20 }).map((s) => s.trim()).filter((s) => s !== ''), { maxLength: 10 }), (texts) => {
        let state = emptyToastQueue;
        for (const text of texts) state = enqueueToast(state, text, 0);
        const total = texts.reduce((sum, text) => sum + toastDuration(text), 0);
        if (texts.length > 0) expect(currentToast(state, total - 1)?.text).toBe(texts[texts.length - 1]);
        expect(currentToast(state, total)).toBeNull();
      }),
    );
  });
});
