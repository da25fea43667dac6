import type { RouteComponent } from '@tanstack/react-router';
import DefailErrPage from '../../pages/err/detailErr.tsx';
import NoNetworkErrPage from '../../pages/err/noNetworkErr.tsx';
import NoResolveErrPage from '../../pages/err/noResolveErr.tsx';
import IndexPage from '../../pages/index/index.tsx';
import type { RoutePath } from './routeTable.ts';

export type PageModule = { default: RouteComponent };

/**
 * Where each route's component comes from. The home page and the three error
 * pages are in the main bundle: home is the launch screen, and the error pages
 * must render exactly when a chunk cannot be fetched (offline, failed deploy).
 * Every other page is its own chunk, imported on first visit.
 */
export type PageSource = { eager: RouteComponent } | { lazy: () => Promise<PageModule> };

export const PAGE_SOURCES: Record<RoutePath, PageSource> = {
  '/pages/index/index': { eager: IndexPage },
  '/pages/template/template': { lazy: () => import('../../pages/template/template.tsx') },
  '/pages/works/works': { lazy: () => import('../../pages/works/works.tsx') },
  '/pages/my/my': { lazy: () => import('../../pages/my/my.tsx') },
  '/pages/startPage/startPage': { lazy: () => import('../../pages/startPage/startPage.tsx') },
  '/pages/startPage/privacy': { lazy: () => import('../../pages/startPage/privacy.tsx') },
  '/pages/image/crop': { lazy: () => import('../../pages/image/crop.tsx') },
  '/pages/login/loginTel': { lazy: () => import('../../pages/login/loginTel.tsx') },
  '/pages/newPage/newPage': { lazy: () => import('../../pages/newPage/newPage.tsx') },
  '/pages/aiDesign/aiDesign': { lazy: () => import('../../pages/aiDesign/aiDesign.tsx') },
  '/pages/aiDesign/oneTouchCreateMould': { lazy: () => import('../../pages/aiDesign/oneTouchCreateMould.tsx') },
  '/pages/create/create': { lazy: () => import('../../pages/create/create.tsx') },
  '/pages/create/preview': { lazy: () => import('../../pages/create/preview.tsx') },
  '/pages/create/findMould': { lazy: () => import('../../pages/create/findMould.tsx') },
  '/pages/create/searchMould': { lazy: () => import('../../pages/create/searchMould.tsx') },
  '/pages/checkOut/checkOut': { lazy: () => import('../../pages/checkOut/checkOut.tsx') },
  '/pages/checkOut/askEveryone': { lazy: () => import('../../pages/checkOut/askEveryone.tsx') },
  '/pages/my/aboutUs': { lazy: () => import('../../pages/my/aboutUs.tsx') },
  '/pages/my/set': { lazy: () => import('../../pages/my/set.tsx') },
  '/pages/my/cancelAccount': { lazy: () => import('../../pages/my/cancelAccount.tsx') },
  '/pages/my/systemPermissions': { lazy: () => import('../../pages/my/systemPermissions.tsx') },
  '/pages/my/eidtMyData': { lazy: () => import('../../pages/my/editMyData.tsx') },
  '/pages/my/statementOfUse': { lazy: () => import('../../pages/my/statementOfUse.tsx') },
  '/pages/my/cutting': { lazy: () => import('../../pages/my/cutting.tsx') },
  '/pages/my/reformList': { lazy: () => import('../../pages/my/reformList.tsx') },
  '/pages/works/search': { lazy: () => import('../../pages/works/search.tsx') },
  '/pages/err/noNetworkErr': { eager: NoNetworkErrPage },
  '/pages/err/noResolveErr': { eager: NoResolveErrPage },
  '/pages/err/defailErr': { eager: DefailErrPage },
  '/pages/imageMatting/imgMatting': { lazy: () => import('../../pages/imageMatting/imgMatting.tsx') },
  '/pages/imageMatting/manual': { lazy: () => import('../../pages/imageMatting/manual.tsx') },
  '/pages/webView/webView': { lazy: () => import('../../pages/webView/webView.tsx') },
  '/pages/webView/webViewCancel': { lazy: () => import('../../pages/webView/webViewCancel.tsx') },
  '/pages/webView/privacyPage': { lazy: () => import('../../pages/webView/privacyPage.tsx') },
  '/pages/webView/userPage': { lazy: () => import('../../pages/webView/userPage.tsx') },
  '/pages/cardDesign/cardDesign': { lazy: () => import('../../pages/cardDesign/cardDesign.tsx') },
  '/pages/cardDesign/cardPreview': { lazy: () => import('../../pages/cardDesign/cardPreview.tsx') },
  '/pages/removeWatermark/removeWatermark': { lazy: () => import('../../pages/removeWatermark/removeWatermark.tsx') },
  '/pages/addWaterMark/index': { lazy: () => import('../../pages/addWaterMark/index.tsx') },
  '/pages/erasePen/index': { lazy: () => import('../../pages/erasePen/index.tsx') },
  '/pages/signatureDesign/signatureDesign': { lazy: () => import('../../pages/signatureDesign/signatureDesign.tsx') },
  '/pages/signatureDesign/signatureResult': { lazy: () => import('../../pages/signatureDesign/signatureResult.tsx') },
  '/pages/picturePuzzle/picturePuzzle': { lazy: () => import('../../pages/picturePuzzle/picturePuzzle.tsx') },
  '/pages/aiqiming/aiqiming': { lazy: () => import('../../pages/aiqiming/aiqiming.tsx') },
  '/pages/aiqiming/aiqiming-result': { lazy: () => import('../../pages/aiqiming/aiqimingResult.tsx') },
  '/pages/qrcodeEdit/qrcodeEdit': { lazy: () => import('../../pages/qrcodeEdit/qrcodeEdit.tsx') },
  '/pages/nameLogo/nameLogo': { lazy: () => import('../../pages/nameLogo/nameLogo.tsx') },
  '/pages/idPhoto/idPhoto': { lazy: () => import('../../pages/idPhoto/idPhoto.tsx') },
  '/choose-location': { lazy: () => import('../../pages/location/chooseLocation.tsx') },
  '/open-location': { lazy: () => import('../../pages/location/openLocation.tsx') },
};
