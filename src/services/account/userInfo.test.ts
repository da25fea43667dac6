import { describe, expect, it } from 'vitest';
import { displayAccount, maskPhone, parseUserInfo, requestAccount } from './userInfo.ts';

describe('user info', () => {
  it('accepts the server record with numbers sent as strings and keeps extra fields', () => {
    const parsed = parseUserInfo({
      uid: 10086,
      username: 'zhang',
      usertoken: 't',
      accounttype: '1',
      bindmobile: null,
      vip: [{ auth_value: '1800000000', pack: 'year' }],
      nowtime: '1763768000',
      nickname: '小张',
    });
    expect(parsed).toMatchObject({ uid: '10086', accounttype: 1, bindmobile: '', nowtime: 1763768000, nickname: '小张' });
    expect(parsed?.vip[0]?.auth_value).toBe(1800000000);
  });

  it('rejects a record without uid or accounttype', () => {
    expect(parseUserInfo({ username: 'x' })).toBeNull();
    expect(parseUserInfo({ uid: '1', accounttype: 'abc' })).toBeNull();
  });
});

describe('display account (spec 3)', () => {
  it('shows the username for accounttype 1', () => {
    expect(displayAccount({ accounttype: 1, username: 'wx_abc', bindmobile: '13800138000' })).toBe('wx_abc');
  });

  it('shows the bound phone for every other account type', () => {
    for (const accounttype of [0, 2, 3, 5, 7]) {
      expect(displayAccount({ accounttype, username: 'wx_abc', bindmobile: '13800138000' })).toBe('13800138000');
    }
  });

  it('sends the username as account for a guest with no phone', () => {
    expect(requestAccount({ accounttype: 5, username: 'guest_9', bindmobile: '' })).toBe('guest_9');
    expect(requestAccount({ accounttype: 3, username: 'u', bindmobile: '13800138000' })).toBe('13800138000');
  });
});

describe('masked phone on screen', () => {
  it('hides the middle four digits of a mainland mobile number', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('86-19912345678')).toBe('86-199****5678');
  });

  it('leaves anything else as it is', () => {
    for (const account of ['wx_abc', '', '12812345678', '1381234567', '138123456789']) expect(maskPhone(account)).toBe(account);
  });
});
