/**
 * Every user-facing text of the app (zh-CN). Components never hard-code
 * Chinese: they read it from here so wording stays consistent and reviewable.
 */
import { accountStrings } from './strings/account.ts';
import { bridgeStrings } from './strings/bridge.ts';
import { editorStrings } from './strings/editor.ts';
import { editorLibraryStrings } from './strings/editorLibrary.ts';
import { editorToolsStrings } from './strings/editorTools.ts';
import { imageToolsStrings } from './strings/imageTools.ts';
import { legalStrings } from './strings/legal.ts';
import { locationStrings } from './strings/location.ts';
import { logoStrings } from './strings/logo.ts';
import { namingStrings } from './strings/naming.ts';
import { offlineStrings } from './strings/offline.ts';
import { popupStrings } from './strings/popups.ts';
import { pdfStrings } from './strings/pdf.ts';
import { segmentationStrings } from './strings/segmentation.ts';
import { shellStrings } from './strings/shell.ts';
import { vipStrings } from './strings/vip.ts';
import { worksStrings } from './strings/works.ts';

// One module for every text; each feature keeps its block in its own file.
export const strings = {
  ...shellStrings,
  ...editorStrings,
  ...editorLibraryStrings,
  ...editorToolsStrings,
  ...imageToolsStrings,
  ...segmentationStrings,
  ...accountStrings,
  ...worksStrings,
  ...logoStrings,
  ...namingStrings,
  ...legalStrings,
  ...offlineStrings,
  ...popupStrings,
  ...vipStrings,
  ...pdfStrings,
  ...bridgeStrings,
  ...locationStrings,
} as const;
