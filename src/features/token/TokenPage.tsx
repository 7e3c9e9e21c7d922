import { PagePlaceholder } from '../../components/PagePlaceholder';

export function TokenPage() {
  return <PagePlaceholder title="VERSUS Token" comingWith="the token page" />;
}
