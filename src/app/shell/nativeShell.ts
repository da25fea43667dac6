import type { AppNavigator } from '../navigation/navigator.ts';
import type { NativeBridge, SafeAreaInsets } from '../../services/bridge/nativeBridge.ts';
import { WEB_VIEW_PATH } from '../../services/bridge/webBridge.ts';
import type { AppStorage } from '../../services/storage/storage.ts';

/**
 * What the shell's bridge changes in the app frame (issue 15, docs/harmony.md):
 * the safe area and the web view page.
 */

/** The CSS variables the stylesheets read before falling back to env(safe-area-inset-*). */
export const SAFE_AREA_VARS = { top: '--safe-area-top', right: '--safe-area-right', bottom: '--safe-area-bottom', left: '--safe-area-left' } as const;

export function applySafeArea(style: Pick<CSSStyleDeclaration, 'setProperty'>, insets: SafeAreaInsets): void {
  for (const side of ['top', 'right', 'bottom', 'left'] as const) style.setProperty(SAFE_AREA_VARS[side], `${Math.max(0, insets[side])}px`);
}

export interface NativeShellDeps {
  bridge: NativeBridge;
  storage: AppStorage;
  /** documentElement.style */
  style: Pick<CSSStyleDeclaration, 'setProperty'>;
  screen: { width: number; height: number; pixelRatio: number };
  now: () => number;
  log?: (message: string, error: unknown) => void;
}

/**
 * Storage `systemInfo` (spec 3) keeps what the shell said about the device
 * last time: inside the Harmony shell the stored insets are applied at once,
 * so the first frame already clears the system bars, then the bridge's fresh
 * answer replaces them. In a browser CSS env() is already right; the record
 * is still kept (platform, screen) for the same readers.
 */
export async function startNativeShell(deps: NativeShellDeps): Promise<void> {
  const harmony = deps.bridge.platform === 'harmony';
  const stored = deps.storage.get('systemInfo');
  if (harmony && stored && stored.platform === 'harmony') applySafeArea(deps.style, stored.safeArea);
  try {
    const safeArea = await deps.bridge.safeAreaInsets();
    if (harmony) applySafeArea(deps.style, safeArea);
    deps.storage.set('systemInfo', {
      platform: deps.bridge.platform,
      safeArea,
      screenWidth: deps.screen.width,
      screenHeight: deps.screen.height,
      pixelRatio: deps.screen.pixelRatio,
      updatedAt: deps.now(),
    });
  } catch (error) {
    // The stored insets (or CSS env) stay: a late or failed answer never blanks the frame.
    deps.log?.('safe area not read', error);
  }
}

/**
 * Spec 2: inside the Harmony shell a navigation to the web view page opens the
 * shell's native web view instead; if the shell refuses, the app's own page opens.
 */
export function withNativeWebView(navigator: AppNavigator, bridge: NativeBridge): AppNavigator {
  if (bridge.platform !== 'harmony') return navigator;
  return {
    ...navigator,
    go(to, options = {}) {
      const [path = '', search = ''] = to.split('?');
      if (path !== WEB_VIEW_PATH) return navigator.go(to, options);
      const query = { ...Object.fromEntries(new URLSearchParams(search)), ...options.query };
      const url = typeof query.url === 'string' ? query.url : '';
      const title = typeof query.title === 'string' ? query.title : '';
      if (!url) return navigator.go(to, options);
      bridge.openWebView({ url, title }).catch(() => navigator.go(to, options));
    },
  };
}
