import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useAppNavigator } from '../../app/navigation/navigatorContext.tsx';
import { usePageQuery } from '../../app/router/usePageQuery.ts';
import { detectHarmony } from '../../app/services/createServices.ts';
import { PageFrame } from '../../app/shell/PageFrame.tsx';
import { useAppDispatch } from '../../app/store/hooks.ts';
import { selectActingAccount, selectOrders, selectUser } from '../../features/account/accountSlice.ts';
import '../../features/account/account.css';
import { useAccountSelector } from '../../features/account/hooks.ts';
import { installedAccount } from '../../features/account/installed.ts';
import { ordersRequested } from '../../features/account/sessionListeners.ts';
import { vipSummary } from '../../features/account/vipView.ts';
import { buyPressed, methodChosen, packageSelected, packagesRequested, payReturned, selectCheckout } from '../../features/membership/checkoutSlice.ts';
import type { MembershipRootState } from '../../features/membership/checkoutListeners.ts';
import { ensureMembershipInstalled } from '../../features/membership/install.ts';
import '../../features/membership/membership.css';
import { holdingOf, memberOffers } from '../../features/membership/memberOffers.ts';
import { HoldingCard } from '../../features/membership/HoldingCard.tsx';
import { PackPicker } from '../../features/membership/PackPicker.tsx';
import { popupOfferRequested } from '../../features/popups/popupSlice.ts';
import { strings } from '../../shared/strings.ts';
import { Button } from '../../shared/ui/Button.tsx';

const text = strings.membership;

/** Membership centre: packs with tags, the pay method (weixinpay by default), buying, and the return from the pay page. */
export default function CheckOutCheckOutPage() {
  ensureMembershipInstalled();
  const dispatch = useAppDispatch();
  const navigator = useAppNavigator();
  const { orderno, popup } = usePageQuery();
  const checkout = useSelector((state: MembershipRootState) => selectCheckout(state));
  const acting = useAccountSelector(selectActingAccount);
  const user = useAccountSelector(selectUser);
  const orders = useAccountSelector(selectOrders);
  const now = installedAccount().deps.nowSeconds();
  const summary = vipSummary(acting, orders, now);
  const holding = holdingOf(summary, acting?.vip[0]?.auth_value ?? null, orders, now);
  const uid = user?.uid;
  // Which term was bought last (month or year) decides the upgrades on offer.
  useEffect(() => {
    if (uid) dispatch(ordersRequested());
  }, [dispatch, uid, checkout.payStatus]);

  useEffect(() => {
    dispatch(packagesRequested());
    // Spec 4: alipay is the default on the Harmony shell.
    if (detectHarmony(window.navigator.userAgent)) dispatch(methodChosen('alipay'));
  }, [dispatch]);
  useEffect(() => {
    if (orderno) dispatch(payReturned(orderno));
  }, [dispatch, orderno]);
  // Opened from an offer pop-up: its package is added and preselected (features/popups).
  useEffect(() => {
    if (popup && /^\d{1,9}$/.test(popup)) dispatch(popupOfferRequested(Number(popup)));
  }, [dispatch, popup]);

  const offer = checkout.offer;
  const offers = memberOffers(checkout.packages.filter((pack) => pack.id !== offer?.id), holding, now);
  const base = offers.packs.map((item) => item.pack);
  const upgrades = offers.upgrades.map((item) => item.pack);
  const adds = new Map([...offers.packs, ...offers.upgrades].map((item) => [item.pack.id, item.adds]));
  const visible = [...(offer ? [offer] : []), ...base, ...upgrades];
  const selected = visible.find((pack) => pack.id === checkout.selectedId);
  const firstVisible = visible[0]?.id;
  // A lifetime member is offered nothing: no pay method, no pay button.
  const nothingToBuy = visible.length === 0 && checkout.packages.length > 0;
  // A pack this person is not offered (a year for a month member) is never the one a tap on 立即支付 buys.
  useEffect(() => {
    if (!selected && firstVisible !== undefined) dispatch(packageSelected(firstVisible));
  }, [dispatch, selected, firstVisible]);
  const busy = checkout.payStatus === 'creating' || checkout.payStatus === 'redirecting' || checkout.payStatus === 'checking';
  const statusText =
    checkout.payStatus === 'creating' ? text.creating : checkout.payStatus === 'checking' ? text.waiting : checkout.message;

  return (
    <PageFrame path="/pages/checkOut/checkOut">
      <div className="vip-page" data-testid="checkout" data-pay-status={checkout.payStatus}>
        <section className="vip-hero">
          <h2>{text.benefitsTitle}</h2>
          <ul>
            {text.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </section>
        <HoldingCard holding={holding} />
        {checkout.packagesStatus === 'failed' ? (
          <div className="vip-status">
            {text.loadFailed}{' '}
            <button type="button" className="acc-link" onClick={() => dispatch(packagesRequested())} data-testid="checkout-reload">
              {strings.common.retry}
            </button>
          </div>
        ) : null}
        {checkout.packagesStatus === 'loading' && checkout.packages.length === 0 ? <p className="vip-status">{text.loading}</p> : null}
        {offer ? (
          <>
            <h3 className="vip-section-title">{strings.popups.offerTitle}</h3>
            <PackPicker packs={[offer]} selectedId={checkout.selectedId} onSelect={(id) => dispatch(packageSelected(id))} testPrefix="checkout-offer" />
          </>
        ) : null}
        {base.length > 0 ? <PackPicker packs={base} adds={adds} selectedId={checkout.selectedId} onSelect={(id) => dispatch(packageSelected(id))} testPrefix="checkout-pack" /> : null}
        {upgrades.length > 0 ? (
          <>
            <h3 className="vip-section-title">{text.upgrades}</h3>
            <PackPicker packs={upgrades} adds={adds} selectedId={checkout.selectedId} onSelect={(id) => dispatch(packageSelected(id))} testPrefix="checkout-upgrade" />
          </>
        ) : null}
        {nothingToBuy ? null : <h3 className="vip-section-title">{text.payMethod}</h3>}
        <div className="vip-methods" role="radiogroup" hidden={nothingToBuy}>
          {(['weixinpay', 'alipay'] as const).map((method) => (
            <label key={method}>
              <span>{text[method]}</span>
              <input type="radio" name="paymethod" checked={checkout.method === method} onChange={() => dispatch(methodChosen(method))} data-testid={`checkout-method-${method}`} />
            </label>
          ))}
        </div>
        {statusText ? (
          <p className="vip-status" role="status" data-testid="checkout-status">
            {statusText}
          </p>
        ) : null}
        <button type="button" className="acc-link acc-tap" style={{ margin: '0 16px' }} onClick={() => navigator.go('/pages/checkOut/askEveryone')} data-testid="checkout-ask">
          {text.ask} ›
        </button>
        {nothingToBuy ? null : (
        <div className="vip-buy">
          <Button disabled={!selected || busy} onClick={() => dispatch(buyPressed())} testId="checkout-buy">
            {selected ? text.buy(selected.price) : text.loading}
          </Button>
        </div>
        )}
      </div>
    </PageFrame>
  );
}
