/**
 * What a page component needs from the shell, in one import. Pages stay thin:
 * they read their query, register a back handler, navigate, and dispatch.
 */
export { useBackPress } from './back/backPressContext.tsx';
export type { BackPressHandler } from './back/backPress.ts';
export { useAppNavigator } from './navigation/navigatorContext.tsx';
export type { AppNavigator } from './navigation/navigator.ts';
export { usePageQuery } from './router/usePageQuery.ts';
export { usePreloadPage } from './router/usePreloadPage.ts';
export type { PageQuery } from './router/query.ts';
export { useSwitchTab, useTabQuery } from './tabs/useTabQuery.ts';
export { useAppServices } from './services/servicesContext.tsx';
export { useAppDispatch, useAppSelector } from './store/hooks.ts';
export { toastShown } from './toast/toastSlice.ts';
export { networkErrorReported } from './network/networkSlice.ts';
export { PageFrame } from './shell/PageFrame.tsx';
export { ComingSoonPage } from './shell/ComingSoonPage.tsx';
