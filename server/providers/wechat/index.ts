/**
 * WeChat website login (QR connect). With WECHAT_APPID and WECHAT_SECRET the
 * QR opens WeChat's own authorisation page, which redirects to
 * /api/wechat/callback with a code we exchange for the user's openid. Without
 * them, the sandbox: the QR encodes a confirm page on this server, and whoever
 * opens it and confirms logs the web page in as a sandbox WeChat user.
 */
export interface WechatLoginProvider {
  readonly name: 'sandbox' | 'wechat';
  /** The address the QR encodes for this login tag. */
  qrUrl(tag: string, origin: string): string;
  /** Real provider: the openid behind an authorisation code. */
  exchangeCode?(code: string): Promise<string>;
}

export function createSandboxWechat(): WechatLoginProvider {
  return {
    name: 'sandbox',
    qrUrl: (tag, origin) => `${origin}/api/wechat/confirm?tag=${encodeURIComponent(tag)}`,
  };
}

export interface RealWechatOptions {
  appId: string;
  secret: string;
  fetch?: typeof fetch;
}

export function createRealWechat(options: RealWechatOptions): WechatLoginProvider {
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'wechat',
    qrUrl(tag, origin) {
      const redirect = encodeURIComponent(`${origin}/api/wechat/callback`);
      return `https://open.weixin.qq.com/connect/qrconnect?appid=${encodeURIComponent(options.appId)}&redirect_uri=${redirect}&response_type=code&scope=snsapi_login&state=${encodeURIComponent(tag)}#wechat_redirect`;
    },
    async exchangeCode(code) {
      const url = `https://api.weixin.qq.com/sns/oauth2/access_token?appid=${encodeURIComponent(options.appId)}&secret=${encodeURIComponent(options.secret)}&code=${encodeURIComponent(code)}&grant_type=authorization_code`;
      const response = await doFetch(url, { signal: AbortSignal.timeout(10_000) });
      const body = (await response.json()) as { openid?: unknown; unionid?: unknown; errcode?: unknown; errmsg?: unknown };
      const id = typeof body.unionid === 'string' && body.unionid ? body.unionid : body.openid;
      if (typeof id !== 'string' || id === '') throw new Error(`WeChat code exchange failed: ${String(body.errcode)} ${String(body.errmsg)}`);
      return id;
    },
  };
}

/**
 * WECHAT_APPID + WECHAT_SECRET select the real provider; only one is a
 * configuration error; neither = the sandbox in the trial, and in production
 * null (WeChat login answers 50301 "not configured").
 */
export function createWechatLogin(env: NodeJS.ProcessEnv, options: { production?: boolean } = {}): WechatLoginProvider | null {
  const appId = env.WECHAT_APPID || '';
  const secret = env.WECHAT_SECRET || '';
  if (appId && secret) return createRealWechat({ appId, secret });
  if (appId || secret) throw new Error('WeChat login needs both WECHAT_APPID and WECHAT_SECRET');
  return options.production ? null : createSandboxWechat();
}
