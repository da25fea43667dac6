/** The small server-rendered pages of the sandbox WeChat confirm flow (Chinese, no scripts). */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,'PingFang SC',sans-serif;margin:0;padding:32px 20px;text-align:center;color:#1f2329;background:#f6f7f9}
main{max-width:360px;margin:0 auto;background:#fff;border-radius:12px;padding:24px}button{width:100%;height:44px;border:0;border-radius:22px;background:#07c160;color:#fff;font-size:16px}
p{color:#646a73;line-height:1.6}</style></head><body><main>${body}</main></body></html>`;
}

export function confirmPage(tag: string): string {
  return page(
    '确认登录',
    `<h1>确认登录「标志设计」</h1><p>这是未接入微信开放平台时的模拟扫码页面。点击确认后，网页端将以本设备的模拟微信身份登录。</p>
<form method="post" action="/api/wechat/confirm"><input type="hidden" name="tag" value="${escapeHtml(tag)}"><button type="submit" data-testid="wechat-confirm">确认登录</button></form>`,
  );
}

export function resultPage(ok: boolean): string {
  return ok
    ? page('已确认', '<h1 data-testid="wechat-confirmed">已确认登录</h1><p>请回到网页继续使用。</p>')
    : page('二维码已失效', '<h1 data-testid="wechat-expired">二维码已失效</h1><p>请在网页上刷新二维码后重新扫码。</p>');
}
