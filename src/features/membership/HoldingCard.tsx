import { strings } from '../../shared/strings.ts';
import type { Holding } from './memberOffers.ts';

const text = strings.membership.holding;

/** What the person already has, and until when, above the packs (issue 27). */
export function HoldingCard({ holding }: { holding: Holding }) {
  let line: string;
  let note = '';
  switch (holding.kind) {
    case 'none':
      if (!holding.expired) return null;
      line = text.expired(holding.expired);
      break;
    case 'term':
      line = text.term(holding.term === 'year' ? '年度会员' : '月度会员', holding.until);
      note = text.termNote;
      break;
    case 'lifetime':
      line = holding.plus ? text.plus : text.lifetime;
      note = text.lifetimeNote;
      break;
  }
  return (
    <section className="vip-holding" data-testid="checkout-holding" data-holding={holding.kind === 'term' ? holding.term : holding.kind}>
      <p className="vip-holding__line">{line}</p>
      {note ? <p className="vip-holding__note">{note}</p> : null}
    </section>
  );
}
