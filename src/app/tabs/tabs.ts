import type { RoutePath } from '../router/routeTable.ts';
import { strings } from '../../shared/strings.ts';

/** The four tab pages (spec section 2), in tab-bar order; the add button sits between 模板 and 作品. */
export const TABS = [
  { key: 'home', path: '/pages/index/index', label: strings.tabs.home },
  { key: 'template', path: '/pages/template/template', label: strings.tabs.template },
  { key: 'works', path: '/pages/works/works', label: strings.tabs.works },
  { key: 'my', path: '/pages/my/my', label: strings.tabs.my },
] as const satisfies ReadonlyArray<{ key: string; path: RoutePath; label: string }>;

export type TabKey = (typeof TABS)[number]['key'];
export type TabPath = (typeof TABS)[number]['path'];

/** Spec section 2: the tab bar is 50 px high. */
export const TAB_BAR_HEIGHT_PX = 50;

export function isTabPath(path: string): path is TabPath {
  return TABS.some((tab) => tab.path === path);
}
