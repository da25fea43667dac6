import { yuan } from './packages.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,'PingFang SC',sans-serif;margin:0;padding:32px 20px;color:#1f2329;background:#f6f7f9;text-align:center}
main{max-width:360px;margin:0 auto;background:#fff;border-radius:12px;padding:24px}.amount{font-size:32px;font-weight:700;margin:12px 0}
button{width:100%;height:44px;border:0;border-radius:22px;font-size:16px;margin-top:12px}.pay{background:#07c160;color:#fff}.cancel{background:#eef0f3;color:#1f2329}
p{color:#646a73;line-height:1.6}</style></head><body><main>${body}</main></body></html>`;
}

export function sandboxPayPage(order: { orderno: string; title: string; amountFen: number; payable: boolean }, local: boolean): string {
  const actions = !order.payable
    ? '<p data-testid="sandbox-pay-done">该订单已处理，无需再次支付。</p>'
    : local
      ? `<form method="post" action="/api/pay/sandbox/pay"><input type="hidden" name="orderno" value="${escapeHtml(order.orderno)}"><button class="pay" type="submit" data-testid="sandbox-pay">确认支付</button></form>
<form method="post" action="/api/pay/sandbox/cancel"><input type="hidden" name="orderno" value="${escapeHtml(order.orderno)}"><button class="cancel" type="submit" data-testid="sandbox-cancel">取消支付</button></form>`
      : '<p data-testid="sandbox-pay-remote">沙箱支付只能在运行服务器的本机上操作。</p>';
  return page(
    '沙箱支付',
    `<h1>沙箱支付</h1><p>未接入真实支付通道时的模拟收银台，不会产生真实扣款。</p>
<p>${escapeHtml(order.title)}</p><p class="amount" data-testid="sandbox-amount">¥${yuan(order.amountFen)}</p>
<p>订单号 ${escapeHtml(order.orderno)}</p>${actions}`,
  );
}

export function sandboxMessagePage(text: string): string {
  return page('沙箱支付', `<h1>${escapeHtml(text)}</h1>`);
}
