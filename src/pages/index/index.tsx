import { Link } from '@tanstack/react-router';
import { HOME_PATH } from '../../app/router/routeTable.ts';
import { PageFrame } from '../../app/shell/PageFrame.tsx';
import { strings } from '../../shared/strings.ts';
import { BonusBanner } from '../../features/logo/components/BonusBanner.tsx';
import { TOOL_ICON_PATHS } from './toolIcons.ts';
import { HOME_TOOLS } from './tools.ts';

/** Home tab: the entry card of every tool. Most tools are still being built; their pages say so. */
export default function IndexPage() {
  return (
    <PageFrame path={HOME_PATH} showHeader={false}>
      <section className="home-hero">
        <h1 className="home-hero__title">{strings.app.name}</h1>
        <p className="home-hero__slogan">{strings.app.slogan}</p>
      </section>
      <BonusBanner />
      <h2 className="home-section-title">{strings.home.toolsHeading}</h2>
      <ul className="home-tools">
        {HOME_TOOLS.map((tool) => {
          const text = strings.home.tools[tool.key];
          return (
            <li key={tool.key}>
              <Link to={tool.path} className="home-tool" data-testid={`home-tool-${tool.key}`}>
                <span className="home-tool__badge" style={{ backgroundColor: `hsl(${tool.hue} 70% 52%)` }} aria-hidden="true">
                  <svg viewBox="0 0 24 24" width="24" height="24" data-testid="home-tool-icon">
                    <path d={TOOL_ICON_PATHS[tool.key]} fill="currentColor" />
                  </svg>
                </span>
                <span className="home-tool__name">{text.name}</span>
                <span className="home-tool__hint">{text.hint}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </PageFrame>
  );
}
