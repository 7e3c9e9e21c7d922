import { PagePlaceholder } from '../../components/PagePlaceholder';

export function GamesPage() {
  return <PagePlaceholder title="Games" comingWith="the games catalogue" />;
}
