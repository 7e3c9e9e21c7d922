import { PagePlaceholder } from '../../components/PagePlaceholder';

export function TournamentPage() {
  return <PagePlaceholder title="Tournament" comingWith="the tournaments" />;
}
