import { useAppNavigator } from '../../../app/pageApi.ts';
import { strings } from '../../../shared/strings.ts';
import './vip.css';

const t = strings.vip;
export const CHECKOUT_PATH = '/pages/checkOut/checkOut';

/**
 * What VIP unlocks, shown at the moment it matters (a refused or capped
 * download, a VIP font tapped): the reason, the list of benefits, 开通会员
 * to the membership centre, and an optional way on without VIP.
 */
export function VipUpsell(props: { title: string; message: string; onClose(): void; alternative?: { label: string; run(): void } }) {
  const navigator = useAppNavigator();
  return (
    <div className="vip-upsell" role="alertdialog" aria-label={props.title} data-testid="vip-upsell">
      <h3 className="vip-upsell__title">
        <span className="vip-badge">{t.badge}</span> {props.title}
      </h3>
      <p className="vip-upsell__message" data-testid="vip-upsell-message">
        {props.message}
      </p>
      <p className="vip-upsell__lead">{t.unlocksTitle}</p>
      <ul className="vip-upsell__list">
        {t.unlocks.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <button type="button" className="ui-button ui-button--primary" data-testid="vip-upsell-join" onClick={() => navigator.go(CHECKOUT_PATH)}>
        {t.join}
      </button>
      {props.alternative ? (
        <button type="button" className="ui-button" data-testid="vip-upsell-alternative" onClick={props.alternative.run}>
          {props.alternative.label}
        </button>
      ) : null}
      <button type="button" className="ui-button" data-testid="vip-upsell-close" onClick={props.onClose}>
        {t.later}
      </button>
    </div>
  );
}

/** The small VIP mark next to a VIP-only font or template. */
export function VipBadge() {
  return (
    <span className="vip-badge" data-testid="vip-badge">
      {t.badge}
    </span>
  );
}
