import { PagePlaceholder } from '../../components/PagePlaceholder';

export function HomePage() {
  return <PagePlaceholder title="Home" comingWith="the home page and the beta program" />;
}
