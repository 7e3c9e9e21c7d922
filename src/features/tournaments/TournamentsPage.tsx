import { PagePlaceholder } from '../../components/PagePlaceholder';

export function TournamentsPage() {
  return <PagePlaceholder title="Tournaments" comingWith="the tournaments" />;
}
