import { useMemo } from 'react';
import { useAppServices } from '../../../app/services/servicesContext.tsx';
import type { EditorPorts } from '../../../editor/ui/editorPorts.tsx';
import { isVip } from '../../../services/account/vip.ts';
import { documentTemplates } from '../../../../workers/core/logo/template/templateRef.ts';
import { documentFonts, documentHash } from '../../membership/vip/documentContent.ts';
import { requestExportTicket } from '../../membership/vip/exportTicket.ts';
import { loadVipCatalogue } from '../../membership/vip/vipCatalogue.ts';
import { VipBadge, VipUpsell } from '../../membership/vip/VipUpsell.tsx';
import { workPictureHashes } from '../library/workPictures.ts';
import { worksRuntime } from '../runtime.ts';
import { editorAddress } from './address.ts';

/**
 * The logo pages' editor ports: downloads are logo exports counted per work (its id from the
 * address, else the document's hash), VIP from the signed-in account.
 */
export function useLogoEditorPorts(): EditorPorts {
  const { api, storage } = useAppServices();
  return useMemo(() => {
    const account = () => storage.get('user') ?? storage.get('virUserinfo');
    return {
      requestExport: async (doc, side) => {
        const hash = documentHash(doc);
        return requestExportTicket(api, account(), {
          kind: 'logo',
          item: editorAddress(window.location.hash).workId ?? `doc-${hash}`,
          doc: hash,
          side,
          fonts: documentFonts(doc),
          templates: documentTemplates(doc),
        });
      },
      looksVip: () => isVip(account(), api.time.nowSeconds()),
      loadVipFonts: () => loadVipCatalogue(api),
      Upsell: VipUpsell,
      VipBadge,
      workPictures: () => workPictureHashes(worksRuntime()),
    } satisfies EditorPorts;
  }, [api, storage]);
}
