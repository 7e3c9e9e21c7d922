import { PagePlaceholder } from '../../components/PagePlaceholder';

export function GamePage() {
  return <PagePlaceholder title="Game" comingWith="the games catalogue" />;
}
