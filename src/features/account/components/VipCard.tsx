import { strings } from '../../../shared/strings.ts';
import type { VipSummary } from '../vipView.ts';

const text = strings.account.vip;

/** VIP type (spec 4), expiry and the way to the membership centre. */
export function VipCard({ summary, onOpen }: { summary: VipSummary; onOpen: () => void }) {
  const label = summary.plus ? text.plus : (text.typeLabel[summary.type] ?? '');
  return (
    <div className="acc-vip" data-testid="my-vip" data-vip-type={summary.type} data-plus={summary.plus ? '1' : '0'}>
      <div>
        <p data-testid="my-vip-type">{label}</p>
        {summary.expiry ? (
          <p className="acc-muted" style={{ color: 'inherit' }} data-testid="my-vip-expiry">
            {summary.expiry === 'lifetime' ? text.lifetime : text.expiry(summary.expiry)}
          </p>
        ) : null}
      </div>
      <button type="button" onClick={onOpen} data-testid="my-vip-open">
        {summary.isVip ? text.renew : text.open}
      </button>
    </div>
  );
}
