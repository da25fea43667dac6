import type { ComponentType } from 'react';
import { strings } from '../../shared/strings.ts';
import { HomeIcon, MyIcon, PlusIcon, TemplateIcon, WorksIcon } from '../../shared/ui/icons.tsx';
import { useAppDispatch } from '../store/hooks.ts';
import { tabBarAddPressed, tabSwitched } from './tabActions.ts';
import { TABS, type TabKey, type TabPath } from './tabs.ts';

const ICONS: Record<TabKey, ComponentType<{ size?: number }>> = {
  home: HomeIcon,
  template: TemplateIcon,
  works: WorksIcon,
  my: MyIcon,
};

function TabButton({ tab, active }: { tab: (typeof TABS)[number]; active: boolean }) {
  const dispatch = useAppDispatch();
  const Icon = ICONS[tab.key];
  return (
    <button
      type="button"
      className={active ? 'tab-bar__tab tab-bar__tab--active' : 'tab-bar__tab'}
      aria-current={active ? 'page' : undefined}
      data-testid={`tab-${tab.key}`}
      // Re-pressing the current tab keeps its query, as a tab bar does on a phone.
      onClick={() => (active ? undefined : dispatch(tabSwitched({ path: tab.path })))}
    >
      <Icon size={22} />
      <span className="tab-bar__label">{tab.label}</span>
    </button>
  );
}

/** Spec section 2: 50 px, four tabs and the centre add button between 模板 and 作品. */
export function TabBar({ activePath }: { activePath: TabPath }) {
  const dispatch = useAppDispatch();
  const [home, template, works, my] = TABS;
  return (
    <nav className="tab-bar" aria-label={strings.tabs.navLabel} data-testid="tab-bar">
      <TabButton tab={home} active={activePath === home.path} />
      <TabButton tab={template} active={activePath === template.path} />
      <button type="button" className="tab-bar__add" aria-label={strings.tabs.addLabel} data-testid="tab-add" onClick={() => dispatch(tabBarAddPressed())}>
        <span className="tab-bar__add-circle">
          <PlusIcon size={24} />
        </span>
      </button>
      <TabButton tab={works} active={activePath === works.path} />
      <TabButton tab={my} active={activePath === my.path} />
    </nav>
  );
}
