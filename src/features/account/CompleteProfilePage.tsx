import { PagePlaceholder } from '../../components/PagePlaceholder';

export function CompleteProfilePage() {
  return <PagePlaceholder title="Complete your profile" comingWith="accounts" />;
}
