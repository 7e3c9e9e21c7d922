import { PagePlaceholder } from '../../components/PagePlaceholder';

export function PastTournamentPage() {
  return <PagePlaceholder title="Past tournament" comingWith="the tournaments" />;
}
