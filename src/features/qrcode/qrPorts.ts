import { useMemo } from 'react';
import { useAppServices } from '../../app/services/servicesContext.tsx';
import type { EditorPorts, ExportPermission } from '../../editor/ui/editorPorts.tsx';
import { isVip } from '../../services/account/vip.ts';
import { strings } from '../../shared/strings.ts';
import type { LogoDocument } from '../../../workers/core/model/index.ts';
import { documentFonts } from '../membership/vip/documentContent.ts';
import { loadVipCatalogue, type VipCatalogue } from '../membership/vip/vipCatalogue.ts';
import { VipBadge, VipUpsell } from '../membership/vip/VipUpsell.tsx';

/**
 * QR downloads are not counted (the spec keeps daily lists only for logo and card: docs/works.md),
 * so no ticket is asked for and the size is the one chosen. What the user wrote over the code in
 * a members' font is still a member's download, as everywhere else.
 */
export function qrExportPermission(doc: LogoDocument, side: number, vip: boolean, catalogue: VipCatalogue | null): ExportPermission {
  const vipFont = vip || !catalogue ? undefined : documentFonts(doc).find((f) => catalogue.isVipFont(f));
  if (vipFont) return { ok: false, reason: 'vipContent', message: strings.vip.fontBody(catalogue?.fontName(vipFont) ?? vipFont) };
  return { ok: true, side, left: null };
}

/** The editor's ports on the QR page (the 编辑 tab). */
export function useQrEditorPorts(): EditorPorts & { permission(doc: LogoDocument, side: number): Promise<ExportPermission> } {
  const { api, storage } = useAppServices();
  return useMemo(() => {
    const looksVip = () => isVip(storage.get('user') ?? storage.get('virUserinfo'), api.time.nowSeconds());
    const permission = async (doc: LogoDocument, side: number) => qrExportPermission(doc, side, looksVip(), await loadVipCatalogue(api).catch(() => null));
    return { requestExport: permission, permission, looksVip, loadVipFonts: () => loadVipCatalogue(api), Upsell: VipUpsell, VipBadge } satisfies EditorPorts & { permission: typeof permission };
  }, [api, storage]);
}
