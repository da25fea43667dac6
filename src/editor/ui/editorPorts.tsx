import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { LogoDocument } from '../../../workers/core/model/index.ts';

/** The server's answer to a download (docs/membership.md): the size it allows, or why not. */
export type ExportPermission =
  | { ok: true; side: number; left: number | null }
  | { ok: false; reason: 'limit' | 'vipContent' | 'error'; message: string };

export interface UpsellProps {
  title: string;
  message: string;
  onClose(): void;
  alternative?: { label: string; run(): void };
}

/**
 * What the editor needs from the product around it (membership, works), given by the page that
 * mounts it, so a logo page, a card side or a QR page mount the same editor with their own
 * ports. The editor imports no feature (docs/architecture.md).
 */
export interface EditorPorts {
  /** Asks to download `doc` at `side` px; the server counts the download and may cap the size. */
  requestExport(doc: LogoDocument, side: number): Promise<ExportPermission>;
  /** For badges only: the server decides at export time. */
  looksVip(): boolean;
  /** Which fonts only members may download; a rejection leaves the badges off. */
  loadVipFonts(): Promise<{ isVipFont(fontId: string): boolean }>;
  /** Says what membership unlocks, where a download was refused or capped. */
  Upsell: ComponentType<UpsellProps>;
  VipBadge: ComponentType;
  /**
   * The asset hashes of pictures the user's works use (newest work first), for 我的图片; a page
   * without works (or a rejection) leaves that list out.
   */
  workPictures?(): Promise<string[]>;
}

const EditorPortsContext = createContext<EditorPorts | null>(null);

export function EditorPortsProvider({ ports, children }: { ports: EditorPorts; children: ReactNode }) {
  return <EditorPortsContext.Provider value={ports}>{children}</EditorPortsContext.Provider>;
}

export function useEditorPorts(): EditorPorts {
  const ports = useContext(EditorPortsContext);
  if (!ports) throw new Error('EditorPortsProvider is missing above the editor (the page that mounts it gives the ports)');
  return ports;
}
