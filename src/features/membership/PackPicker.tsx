import { strings } from '../../shared/strings.ts';
import type { VipPackage } from './membershipApi.ts';

const text = strings.membership;

/** The monthly / yearly / lifetime / lifetime Plus choice (and upgrades), as a radio group of cards. */
export function PackPicker({ packs, selectedId, onSelect, testPrefix, adds }: { packs: readonly VipPackage[]; selectedId: number | null; onSelect: (id: number) => void; testPrefix: string; adds?: ReadonlyMap<number, string> }) {
  return (
    <div className="vip-packs" role="radiogroup">
      {packs.map((pack) => (
        <button
          key={pack.id}
          type="button"
          role="radio"
          aria-checked={pack.id === selectedId}
          className="vip-pack"
          onClick={() => onSelect(pack.id)}
          data-testid={`${testPrefix}-${pack.type === 'upgrade' ? pack.id : pack.type}`}
        >
          {pack.tag ? <span className="vip-pack__tag">{pack.tag}</span> : null}
          <span>{text.packs[pack.type] ?? pack.name}</span>
          <span className="vip-pack__price">{text.price(pack.price)}</span>
          <span className="vip-pack__original">{text.original(pack.unitPrice)}</span>
          {pack.paypackDis ? <span className="acc-muted">{pack.paypackDis}</span> : null}
          {adds?.get(pack.id) ? (
            <span className="vip-pack__adds" data-testid="pack-adds">
              {adds.get(pack.id)}
            </span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
