import { useMemo } from 'react';
import { useAppServices } from '../../app/services/servicesContext.tsx';
import type { EditorPorts } from '../../editor/ui/editorPorts.tsx';
import { isVip } from '../../services/account/vip.ts';
import type { LogoDocument } from '../../../workers/core/model/index.ts';
import { documentFonts, documentHash } from '../membership/vip/documentContent.ts';
import { requestExportTicket, type ExportTicket } from '../membership/vip/exportTicket.ts';
import { loadVipCatalogue } from '../membership/vip/vipCatalogue.ts';
import { VipBadge, VipUpsell } from '../membership/vip/VipUpsell.tsx';
import type { ApiClient } from '../../services/api/client.ts';
import type { AppStorage } from '../../services/storage/storage.ts';

/**
 * A side's hash, once per document: a side with its outlines and vCard code is large, and
 * hashing it in the tap was a long task at low-end (~50 ms at CDP 4×), so the preview hashes
 * its sides while idle (CardPreviewPage) and the tap finds them done.
 */
const hashes = new WeakMap<LogoDocument, string>();
export function cardSideHash(doc: LogoDocument): string {
  let hash = hashes.get(doc);
  if (hash === undefined) {
    hash = documentHash(doc);
    hashes.set(doc, hash);
  }
  return hash;
}

/**
 * A card download is counted like a logo's (docs/membership.md), in the day's `card` list:
 * one item per card work (its id, else the side's hash), the size capped by the server.
 */
export function requestCardTicket(deps: { api: ApiClient; storage: AppStorage }, doc: LogoDocument, workId: string | null, side: number): Promise<ExportTicket> {
  const hash = cardSideHash(doc);
  return requestExportTicket(deps.api, deps.storage.get('user') ?? deps.storage.get('virUserinfo'), {
    kind: 'card',
    item: workId ?? `card-${hash}`,
    doc: hash,
    side,
    fonts: documentFonts(doc),
  });
}

/** The editor's ports on the card page: exports are card downloads of the work being edited. */
export function useCardEditorPorts(workId: () => string | null): EditorPorts {
  const { api, storage } = useAppServices();
  return useMemo(() => {
    const account = () => storage.get('user') ?? storage.get('virUserinfo');
    return {
      requestExport: (doc, side) => requestCardTicket({ api, storage }, doc, workId(), side),
      looksVip: () => isVip(account(), api.time.nowSeconds()),
      loadVipFonts: () => loadVipCatalogue(api),
      Upsell: VipUpsell,
      VipBadge,
    } satisfies EditorPorts;
  }, [api, storage, workId]);
}
