import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store/store.ts';
import { ApiError } from '../../services/api/errors.ts';
import { createAppStorage } from '../../services/storage/storage.ts';
import { createMemoryBackend } from '../../services/storage/backend.ts';
import { strings } from '../../shared/strings.ts';
import { fakeAccountApi, testUser as user } from './accountTestKit.ts';
import { accountsLoaded, selectUser } from './accountSlice.ts';
import type { AccountFeatureDeps, AccountRootState } from './deps.ts';
import { imageCodeEdited, loginFormOpened, phoneEdited, selectLoginForm, sendPressed, smsCodeEdited, submitPressed } from './loginFormSlice.ts';
import { registerLoginListeners } from './loginListeners.ts';
import { logoutRequested, registerSessionListeners, tokenCheckRequested } from './sessionListeners.ts';

const serverError = (code: number, msg = `错误${code}`) => new ApiError({ code, msg, kind: 'server', status: code === 40101 ? 401 : 400 });
const offline = () => new ApiError({ code: -1, msg: '网络连接不可用，请稍后重试', kind: 'network' });


function setup() {
  const { store, startListening } = createAppStore();
  const storage = createAppStorage({ backend: createMemoryBackend() });
  const toasts: string[] = [];
  const go = vi.fn();
  const api = fakeAccountApi();
  const deps: AccountFeatureDeps = {
    api,
    storage,
    navigator: { go, back: vi.fn(), canGoBack: () => false, currentHref: () => '/pages/login/loginTel' },
    toast: (text) => toasts.push(text),
    nowSeconds: () => 1_770_000_000,
  };
  const listen = startListening.withTypes<AccountRootState, typeof store.dispatch>();
  registerLoginListeners(listen, deps);
  registerSessionListeners(listen, deps);
  const form = () => selectLoginForm(store.getState() as AccountRootState);
  return { store, storage, toasts, go, api, form };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sending the SMS code', () => {
  it('checks the phone first: empty, then wrong', async () => {
    const { store, api, form } = setup();
    store.dispatch(sendPressed());
    expect(form().status).toBe('emptyPhone');
    store.dispatch(phoneEdited('1291234567899'));
    expect(form().phone).toBe('12912345678');
    store.dispatch(sendPressed());
    expect(form().status).toBe('wrongPhone');
    expect(api.sendSms).not.toHaveBeenCalled();
  });

  it('sends, says "短信发送成功", and counts 60 s down before another send', async () => {
    const { store, api, form, toasts } = setup();
    store.dispatch(phoneEdited('13912345678'));
    store.dispatch(sendPressed());
    expect(form().status).toBe('smsSending');
    await vi.advanceTimersByTimeAsync(0);
    expect(api.sendSms).toHaveBeenCalledWith('13912345678', '');
    expect(form()).toMatchObject({ status: 'smsWaiting', countdown: 60 });
    expect(toasts).toContain(strings.account.login.smsSent);
    store.dispatch(sendPressed());
    expect(api.sendSms).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(form().countdown).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(form()).toMatchObject({ status: 'noError', countdown: 0 });
    store.dispatch(sendPressed());
    await vi.advanceTimersByTimeAsync(0);
    expect(api.sendSms).toHaveBeenCalledTimes(2);
  });

  it('shows the offline line for exactly 2 s', async () => {
    const { store, api, form } = setup();
    api.sendSms.mockRejectedValueOnce(offline());
    store.dispatch(phoneEdited('13912345678'));
    store.dispatch(sendPressed());
    await vi.advanceTimersByTimeAsync(0);
    expect(form().notice).toBe(strings.account.login.offline);
    expect(form().status).toBe('noError');
    await vi.advanceTimersByTimeAsync(1999);
    expect(form().notice).toBe(strings.account.login.offline);
    await vi.advanceTimersByTimeAsync(1);
    expect(form().notice).toBeNull();
  });

  it('maps 10061 and 23019 to wrong request frequency, with the server words', async () => {
    for (const code of [10061, 23019]) {
      const { store, api, form } = setup();
      api.sendSms.mockRejectedValueOnce(serverError(code, '发送过于频繁，请 42 秒后再试'));
      store.dispatch(phoneEdited('13912345678'));
      store.dispatch(sendPressed());
      await vi.advanceTimersByTimeAsync(0);
      expect(form()).toMatchObject({ status: 'wrongRequestFrequency', serverMessage: '发送过于频繁，请 42 秒后再试', imageUrl: null });
    }
  });

  it('fetches an image code when the server refuses without one, checks it is filled, then sends with it', async () => {
    const { store, api, form } = setup();
    api.sendSms.mockRejectedValueOnce(serverError(19020));
    store.dispatch(phoneEdited('13912345678'));
    store.dispatch(sendPressed());
    await vi.advanceTimersByTimeAsync(0);
    expect(form().status).toBe('imageCodeNeeded');
    expect(form().imageUrl).toBe('data:image/svg+xml;base64,AAAA');
    store.dispatch(sendPressed());
    expect(form().status).toBe('emptyImageCode');
    store.dispatch(imageCodeEdited('ab-c'));
    expect(form().imageCode).toBe('');
    store.dispatch(imageCodeEdited('AB/9'));
    store.dispatch(sendPressed());
    await vi.advanceTimersByTimeAsync(0);
    expect(api.sendSms).toHaveBeenLastCalledWith('13912345678', 'AB/9');
    expect(form()).toMatchObject({ status: 'smsWaiting', imageUrl: null, imageCode: '' });
  });

  it('says wrong image code when refused with one, and shows a new picture', async () => {
    const { store, api, form } = setup();
    api.sendSms.mockRejectedValueOnce(serverError(19020)).mockRejectedValueOnce(serverError(19021));
    api.imageCode.mockResolvedValueOnce('data:image/svg+xml;base64,ONE').mockResolvedValueOnce('data:image/svg+xml;base64,TWO');
    store.dispatch(phoneEdited('13912345678'));
    store.dispatch(sendPressed());
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(imageCodeEdited('WXYZ'));
    store.dispatch(sendPressed());
    await vi.advanceTimersByTimeAsync(0);
    expect(form()).toMatchObject({ status: 'wrongImageCode', imageUrl: 'data:image/svg+xml;base64,TWO', imageCode: '' });
  });

  it('says a garbled reply failed, without asking for an image code', async () => {
    const { store, api, form, toasts } = setup();
    api.sendSms.mockRejectedValueOnce(new ApiError({ code: -4, msg: '服务器返回了无法识别的内容', kind: 'bad_response', status: 200 }));
    store.dispatch(phoneEdited('13912345678'));
    store.dispatch(sendPressed());
    await vi.advanceTimersByTimeAsync(0);
    expect(form()).toMatchObject({ status: 'noError', imageUrl: null });
    expect(api.imageCode).not.toHaveBeenCalled();
    expect(toasts).toEqual(['服务器返回了无法识别的内容']);
  });

  it('clears errors and the picture when the phone number changes', async () => {
    const { store, api, form } = setup();
    api.sendSms.mockRejectedValueOnce(serverError(19020));
    store.dispatch(phoneEdited('13912345678'));
    store.dispatch(sendPressed());
    await vi.advanceTimersByTimeAsync(0);
    expect(form().imageUrl).not.toBeNull();
    store.dispatch(phoneEdited('1391234567'));
    expect(form()).toMatchObject({ status: 'noError', imageUrl: null, serverMessage: null });
  });
});

describe('logging in', () => {
  async function ready() {
    const context = setup();
    context.store.dispatch(phoneEdited('13912345678'));
    context.store.dispatch(smsCodeEdited('12a34'));
    return context;
  }

  it('checks in order and does not call the server while a rule fails', async () => {
    const { store, api, form } = setup();
    store.dispatch(submitPressed());
    expect(form().status).toBe('emptyPhone');
    store.dispatch(phoneEdited('13912345678'));
    store.dispatch(submitPressed());
    expect(form().status).toBe('emptySms');
    store.dispatch(smsCodeEdited('123'));
    store.dispatch(submitPressed());
    expect(form().status).toBe('wrongSmsCode');
    expect(api.loginQuick).not.toHaveBeenCalled();
  });

  it('maps 19313 and 19004 to wrong sms code and 19310 to sms code needed', async () => {
    for (const [code, status] of [[19313, 'wrongSmsCode'], [19004, 'wrongSmsCode'], [19310, 'needSmsCode']] as const) {
      const { store, api, form } = await ready();
      api.loginQuick.mockRejectedValueOnce(serverError(code, `msg${code}`));
      store.dispatch(submitPressed());
      await vi.advanceTimersByTimeAsync(0);
      expect(form()).toMatchObject({ status, submitting: false, serverMessage: `msg${code}` });
    }
  });

  it('stores the user, moves the guest works into the user folder, clears the local lists and leaves for My', async () => {
    const { store, storage, api, go, toasts } = await ready();
    const guest = user('900', { accounttype: 5, bindmobile: '' });
    storage.set('virUserinfo', guest);
    store.dispatch(accountsLoaded({ user: null, guest }));
    storage.setWorks('worksList', null, [{ id: 'w1' }, { id: 'w2' }]);
    storage.setWorks('cardList', null, [{ id: 'c1' }]);
    storage.setWorks('worksList', '100001', [{ id: 'w2' }, { id: 'old' }]);
    store.dispatch(submitPressed());
    await vi.advanceTimersByTimeAsync(0);
    expect(api.loginQuick).toHaveBeenCalledWith('13912345678', '1234', '', guest);
    expect(storage.get('user')?.uid).toBe('100001');
    expect(selectUser(store.getState() as AccountRootState)?.uid).toBe('100001');
    expect(storage.getWorks('worksList', '100001').map((w) => w.id)).toEqual(['w1', 'w2', 'old']);
    expect(storage.getWorks('cardList', '100001').map((w) => w.id)).toEqual(['c1']);
    expect(storage.getWorks('worksList', null)).toEqual([]);
    expect(storage.getWorks('cardList', null)).toEqual([]);
    expect(toasts).toContain(strings.account.loginSuccess);
    expect(go).toHaveBeenCalledWith('/pages/my/my', { replace: true });
  });

  it('never adopts a guest record (accounttype 5) as the user', async () => {
    const { store, storage, api } = await ready();
    api.loginQuick.mockResolvedValueOnce(user('5', { accounttype: 5 }));
    store.dispatch(submitPressed());
    await vi.advanceTimersByTimeAsync(0);
    expect(storage.get('user')).toBeNull();
  });
});

describe('session', () => {
  it('logs out when the server refuses the token check, but not when offline or when the server fails', async () => {
    const { store, storage, api, toasts } = setup();
    const me = user('7');
    storage.set('user', me);
    store.dispatch(accountsLoaded({ user: me, guest: null }));
    api.checkToken.mockRejectedValueOnce(offline());
    store.dispatch(tokenCheckRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(storage.get('user')?.uid).toBe('7');
    api.checkToken.mockRejectedValueOnce(new ApiError({ code: 50300, msg: '服务暂不可用', kind: 'server', status: 503 }));
    store.dispatch(tokenCheckRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(storage.get('user')?.uid).toBe('7');
    api.checkToken.mockRejectedValueOnce(serverError(40101));
    store.dispatch(tokenCheckRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(storage.get('user')).toBeNull();
    expect(selectUser(store.getState() as AccountRootState)).toBeNull();
    expect(toasts).toContain(strings.account.sessionExpired);
  });

  it('logs out locally even offline, and tells the server when it can', async () => {
    const { store, storage, api } = setup();
    const me = user('8');
    storage.set('user', me);
    store.dispatch(accountsLoaded({ user: me, guest: null }));
    api.signOut.mockRejectedValueOnce(offline());
    store.dispatch(logoutRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(storage.get('user')).toBeNull();
    expect(api.signOut).toHaveBeenCalledWith(me);
  });
});

describe('storage phoneNumber (spec 3): the last number that logged in', () => {
  async function ready() {
    const context = setup();
    context.store.dispatch(phoneEdited('13912345678'));
    context.store.dispatch(smsCodeEdited('1234'));
    return context;
  }

  it('is remembered after a successful login and prefilled when the login form opens empty', async () => {
    const { store, storage } = await ready();
    store.dispatch(submitPressed());
    await vi.advanceTimersByTimeAsync(0);
    expect(storage.get('phoneNumber')).toBe('13912345678');
    const next = setup();
    next.storage.set('phoneNumber', '13912345678');
    next.store.dispatch(loginFormOpened());
    expect(next.form().phone).toBe('13912345678');
  });

  it('never overwrites a number being typed, and a failed login remembers nothing', async () => {
    const { store, storage, api, form } = await ready();
    storage.set('phoneNumber', '13700000000');
    store.dispatch(loginFormOpened());
    expect(form().phone).toBe('13912345678');
    api.loginQuick.mockRejectedValueOnce(serverError(19313, 'wrong'));
    storage.remove('phoneNumber');
    store.dispatch(submitPressed());
    await vi.advanceTimersByTimeAsync(0);
    expect(storage.get('phoneNumber')).toBe('');
  });
});
