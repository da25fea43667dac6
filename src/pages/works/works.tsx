import { PageFrame } from '../../app/pageApi.ts';
import { WorksPage } from '../../features/works/ui/WorksPage.tsx';

export default function WorksWorksPage() {
  return (
    <PageFrame path="/pages/works/works">
      <WorksPage />
    </PageFrame>
  );
}
