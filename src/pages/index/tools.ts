import type { RoutePath } from '../../app/router/routeTable.ts';
import type { strings } from '../../shared/strings.ts';

type ToolKey = keyof typeof strings.home.tools;

/** Every tool of spec section 1, with the route that opens it (docs/app-shell.md explains the less obvious ones). */
export const HOME_TOOLS: ReadonlyArray<{ key: ToolKey; path: RoutePath; hue: number }> = [
  { key: 'logo', path: '/pages/create/create', hue: 221 },
  { key: 'aiDesign', path: '/pages/aiDesign/aiDesign', hue: 262 },
  // Spec 1 "AI smart logo design and one-tap creation from templates"; spec 2 lists it beside aiDesign.
  { key: 'oneTouch', path: '/pages/aiDesign/oneTouchCreateMould', hue: 280 },
  { key: 'template', path: '/pages/template/template', hue: 199 },
  { key: 'card', path: '/pages/cardDesign/cardDesign', hue: 27 },
  { key: 'signature', path: '/pages/signatureDesign/signatureDesign', hue: 340 },
  { key: 'naming', path: '/pages/aiqiming/aiqiming', hue: 292 },
  { key: 'nameLogo', path: '/pages/nameLogo/nameLogo', hue: 4 },
  { key: 'qrcode', path: '/pages/qrcodeEdit/qrcodeEdit', hue: 160 },
  { key: 'cutout', path: '/pages/imageMatting/imgMatting', hue: 182 },
  { key: 'crop', path: '/pages/image/crop', hue: 38 },
  { key: 'removeWatermark', path: '/pages/removeWatermark/removeWatermark', hue: 210 },
  { key: 'addWatermark', path: '/pages/addWaterMark/index', hue: 120 },
  { key: 'eraser', path: '/pages/erasePen/index', hue: 14 },
  { key: 'puzzle', path: '/pages/picturePuzzle/picturePuzzle', hue: 48 },
  { key: 'idPhoto', path: '/pages/idPhoto/idPhoto', hue: 235 },
  { key: 'pdf', path: '/pages/my/reformList', hue: 0 },
];
