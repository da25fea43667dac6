import { TextPage } from '../../features/account/components/TextPage.tsx';
import { strings } from '../../shared/strings.ts';

/** What each system permission is used for (the web app asks for them only when a feature needs one). */
export default function MySystemPermissionsPage() {
  return (
    <TextPage path="/pages/my/systemPermissions" paragraphs={[]} testId="system-permissions">
      <dl>
        {strings.accountPages.permissions.map((item) => (
          <div key={item.name} style={{ marginBottom: 12 }}>
            <dt style={{ fontWeight: 600 }}>{item.name}</dt>
            <dd style={{ margin: 0 }} className="acc-muted">
              {item.use}
            </dd>
          </div>
        ))}
      </dl>
    </TextPage>
  );
}
