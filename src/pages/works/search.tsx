import { PageFrame } from '../../app/pageApi.ts';
import { SearchPage } from '../../features/works/ui/SearchPage.tsx';

export default function WorksSearchPage() {
  return (
    <PageFrame path="/pages/works/search">
      <SearchPage />
    </PageFrame>
  );
}
