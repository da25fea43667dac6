import { describe, expect, it } from 'vitest';
import { describeRefusal, joinScanTexts, scanTexts } from './textScan.ts';

/** Records the calls and answers like the server would for each case. */
function server(answer: () => unknown) {
  const calls: unknown[] = [];
  return {
    calls,
    api: {
      post: async <T>(name: string, payload?: unknown): Promise<T> => {
        calls.push({ name, payload });
        const reply = answer();
        if (reply instanceof Error) throw reply;
        return reply as T;
      },
    },
  };
}

describe('text scan (spec 5)', () => {
  it('trims, drops blanks and joins with semicolons', () => {
    expect(joinScanTexts([' 茶饮 ', '', '  ', '清新', '山水 '])).toBe('茶饮;清新;山水');
  });

  it('empty input passes without a call', async () => {
    const s = server(() => ({ code: 10000, pass: true }));
    expect(await scanTexts(s.api, ['', '  '])).toEqual({ ok: true });
    expect(s.calls).toEqual([]);
  });

  it('passes only on code 10000 with pass true; pass false is refused with the hits; anything else is unavailable', async () => {
    expect(await scanTexts(server(() => ({ code: 10000, pass: true })).api, ['茶'])).toEqual({ ok: true });
    expect(await scanTexts(server(() => ({ code: 10000, pass: false, hits: ['鸡巴'] })).api, ['x'])).toEqual({ ok: false, reason: 'refused', hits: [{ word: '鸡巴', category: '' }] });
    const categorised = { code: 10000, pass: false, label: '涉政', hits: [{ word: '法轮功', category: '涉政' }, { word: '加v', category: '广告' }] };
    const refused = await scanTexts(server(() => categorised).api, ['x']);
    expect(refused).toEqual({ ok: false, reason: 'refused', hits: categorised.hits });
    expect(refused.ok === false && refused.reason === 'refused' && describeRefusal(refused.hits)).toBe(
      '未通过内容审核：「法轮功」涉及政治敏感内容；「加v」含有联系方式或引流广告。请修改后再试，已填写的内容都保留着',
    );
    expect(await scanTexts(server(() => ({ code: 50000 })).api, ['x'])).toEqual({ ok: false, reason: 'unavailable' });
    expect(await scanTexts(server(() => new Error('offline')).api, ['x'])).toEqual({ ok: false, reason: 'unavailable' });
    const s = server(() => ({ code: 10000, pass: true }));
    await scanTexts(s.api, ['茶饮', '清新']);
    expect(s.calls).toEqual([{ name: 'sub/green/scan-text', payload: { texts: '茶饮;清新' } }]);
  });
});
