import { Link } from '@tanstack/react-router';
import { useAppDispatch } from '../../../app/store/hooks.ts';
import { selectActingAccount, selectBannerClosedOn, selectOrders } from '../../account/accountSlice.ts';
import { closeBonusBanner } from '../../account/bonusBanner.ts';
import { useAccountSelector } from '../../account/hooks.ts';
import { installedAccount } from '../../account/installed.ts';
import { localDate, showBonusBanner, vipSummary } from '../../account/vipView.ts';
import { strings } from '../../../shared/strings.ts';
import './banner.css';

/**
 * Home page slot: the membership offer, for non-VIP users who have not closed
 * it today. Same rule and same "closed today" state as the banner on the My
 * page (src/features/account), so closing one closes both.
 */
export function BonusBanner() {
  const dispatch = useAppDispatch();
  const acting = useAccountSelector(selectActingAccount);
  const orders = useAccountSelector(selectOrders);
  const closedOn = useAccountSelector(selectBannerClosedOn);
  const { deps } = installedAccount();
  const now = deps.nowSeconds();
  if (!showBonusBanner(vipSummary(acting, orders, now), closedOn, localDate(now))) return null;
  const t = strings.logo.banner;
  return (
    <section className="bonus-banner" data-testid="home-bonus-banner">
      <Link to="/pages/checkOut/checkOut" className="bonus-banner__body" data-testid="home-bonus-banner-open">
        <span className="bonus-banner__title">{t.title}</span>
        <span className="bonus-banner__text">{t.body}</span>
        <span className="bonus-banner__action">{t.action}</span>
      </Link>
      <button
        type="button"
        className="bonus-banner__close"
        aria-label={t.close}
        data-testid="home-bonus-banner-close"
        onClick={() => closeBonusBanner(deps.storage, dispatch, now * 1000)}
      >
        ×
      </button>
    </section>
  );
}
