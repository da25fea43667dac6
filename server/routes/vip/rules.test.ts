import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isVipTemplate, templatesToJudge, vipContentOf, vipFontOf } from './catalogue.ts';
import { decideTicket, FREE_DAILY_DOWNLOADS, HD_MAX_SIDE, shanghaiDay, STANDARD_MAX_SIDE } from './rules.ts';
import { signTicket, verifyTicket, type TicketPayload } from './ticket.ts';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('shanghaiDay', () => {
  it('turns at 16:00 UTC (midnight in Beijing), not at UTC midnight', () => {
    expect(shanghaiDay(at('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(shanghaiDay(at('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
    expect(shanghaiDay(at('2026-03-01T23:59:59Z'))).toBe('2026-03-02');
    expect(shanghaiDay(at('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });

  it('is the same day exactly when two times fall in one UTC+8 calendar day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000 }), fc.integer({ min: 0, max: 3 * 86_400 }), (t, d) => {
        const sameDay = Math.floor((t + 8 * 3600) / 86_400) === Math.floor((t + d + 8 * 3600) / 86_400);
        expect(shanghaiDay(t) === shanghaiDay(t + d)).toBe(sameDay);
      }),
    );
  });
});

/** Replays a day's worth of requests as the server does: counted ids kept per Shanghai day. */
function replay(requests: Array<{ t: number; item: string }>) {
  const byDay = new Map<string, string[]>();
  return requests.map(({ t, item }) => {
    const day = shanghaiDay(t);
    const counted = byDay.get(day) ?? [];
    const decision = decideTicket({ vip: false, side: 4000, countedToday: counted, items: [item], vipOnly: [] });
    if (decision.ok) byDay.set(day, [...counted, ...decision.count]);
    return { day, item, decision };
  });
}

describe('decideTicket', () => {
  it('gives VIP any side up to HD, never counted; free users the standard size', () => {
    expect(decideTicket({ vip: true, side: 4000, countedToday: ['a', 'b', 'c'], items: ['d'], vipOnly: ['字体「智莽行书」'] })).toMatchObject({ ok: true, hd: true, side: 4000, count: [], left: null });
    expect(decideTicket({ vip: true, side: 9999, countedToday: [], items: ['d'], vipOnly: [] })).toMatchObject({ side: HD_MAX_SIDE });
    expect(decideTicket({ vip: false, side: 4000, countedToday: [], items: ['a'], vipOnly: [] })).toMatchObject({ ok: true, hd: false, side: STANDARD_MAX_SIDE, count: ['a'], left: 2 });
    expect(decideTicket({ vip: false, side: 500, countedToday: [], items: ['a'], vipOnly: [] })).toMatchObject({ side: 500 });
  });

  it('grants several items (a zip) all or none, repeats free, saying how many are left', () => {
    expect(decideTicket({ vip: false, side: 1000, countedToday: ['a'], items: ['a', 'b', 'c'], vipOnly: [] })).toMatchObject({ ok: true, count: ['b', 'c'], left: 0 });
    expect(decideTicket({ vip: false, side: 1000, countedToday: ['a'], items: ['b', 'c', 'd'], vipOnly: [] })).toEqual({ ok: false, reason: 'limit', limit: 3, remaining: 2 });
  });

  it('refuses VIP content to free users before counting anything', () => {
    expect(decideTicket({ vip: false, side: 500, countedToday: [], items: ['a'], vipOnly: ['模板 L0100'] })).toEqual({ ok: false, reason: 'vipContent', names: ['模板 L0100'] });
  });

  it('per Shanghai day: at most the limit of distinct items, repeats free, the next day fresh (any request sequence)', () => {
    const day0 = at('2026-03-01T00:00:00Z');
    const request = fc.record({ t: fc.integer({ min: day0, max: day0 + 4 * 86_400 }), item: fc.constantFrom('a', 'b', 'c', 'd', 'e') });
    fc.assert(
      fc.property(fc.array(request, { maxLength: 40 }), (unsorted) => {
        const results = replay([...unsorted].sort((x, y) => x.t - y.t));
        const perDay = new Map<string, Set<string>>();
        for (const { day, item, decision } of results) {
          const granted = perDay.get(day) ?? new Set<string>();
          if (decision.ok) granted.add(item);
          else {
            // Refused only when the limit is really used, and never an item already granted today.
            expect(granted.size).toBe(FREE_DAILY_DOWNLOADS);
            expect(granted.has(item)).toBe(false);
          }
          perDay.set(day, granted);
        }
        for (const granted of perDay.values()) expect(granted.size).toBeLessThanOrEqual(FREE_DAILY_DOWNLOADS);
      }),
    );
  });
});

describe('VIP catalogue', () => {
  it('matches fonts by id, name or family, and a quarter of templates', () => {
    expect(vipFontOf('liu-jian-mao-cao')?.name).toBe('刘建毛草');
    expect(vipFontOf(' 智莽行书 ')?.id).toBe('zhi-mang-xing');
    expect(vipFontOf('Zhi Mang Xing')?.id).toBe('zhi-mang-xing');
    expect(vipFontOf('思源宋体')).toBeNull();
    expect(['L0100', 'L0101', 'A000', 'A003', 'x', 'L01000000'].map(isVipTemplate)).toEqual([true, false, true, false, false, false]);
    expect(vipContentOf(['noto-sans-sc', 'zhi-mang-xing', 'Zhi Mang Xing'], ['L0101', 'L0104'])).toEqual(['字体「智莽行书」', '模板 L0104']);
  });
});

describe('VIP templates (docs/membership.md)', () => {
  it('judges an export by the declared templates and the ones the server recorded, so leaving one out gains nothing', () => {
    expect(templatesToJudge([], ['L0104'])).toEqual(['L0104']);
    expect(templatesToJudge(['L0101'], ['L0101', ''])).toEqual(['L0101']);
    const judged = (declared: string[], recorded: string[]) => vipContentOf([], templatesToJudge(declared, recorded));
    expect(judged([], ['L0104'])).toEqual(['模板 L0104']);
    expect(judged(['L0101'], [])).toEqual([]);
    // Free: refused, nothing counted; VIP: granted in HD.
    expect(decideTicket({ vip: false, side: 4000, countedToday: [], items: ['w'], vipOnly: judged([], ['L0104']) })).toEqual({ ok: false, reason: 'vipContent', names: ['模板 L0104'] });
    expect(decideTicket({ vip: true, side: 4000, countedToday: [], items: ['w'], vipOnly: judged([], ['L0104']) })).toMatchObject({ ok: true, hd: true, side: 4000 });
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[LA]\d{3,4}$/)), fc.array(fc.stringMatching(/^[LA]\d{3,4}$/)), (declared, recorded) => {
        // Whatever the client declares, a recorded VIP template is always judged.
        const names = judged(declared, recorded);
        for (const id of recorded) if (isVipTemplate(id)) expect(names).toContain(`模板 ${id}`);
      }),
    );
  });
});

describe('export tickets', () => {
  const payload: TicketPayload = { v: 1, uid: 7, kind: 'logo', item: 'w1', doc: 'abc', side: 4000, hd: true, watermark: false, iat: 100, exp: 400 };

  it('verifies its own tickets and rejects a changed field, another key or an expired one', () => {
    const ticket = signTicket(payload, 'key-one-0123456789');
    expect(verifyTicket(ticket, 'key-one-0123456789', 399)).toEqual({ ok: true, payload });
    expect(verifyTicket(ticket, 'key-one-0123456789', 400)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyTicket(ticket, 'key-two-0123456789', 399)).toEqual({ ok: false, reason: 'signature' });
    const [, mac] = ticket.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...payload, uid: 8 })).toString('base64url')}.${mac}`;
    expect(verifyTicket(forged, 'key-one-0123456789', 399)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyTicket('nonsense', 'key-one-0123456789', 399)).toEqual({ ok: false, reason: 'malformed' });
  });
});
