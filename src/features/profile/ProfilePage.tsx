import { PagePlaceholder } from '../../components/PagePlaceholder';

export function ProfilePage() {
  return <PagePlaceholder title="Profile" comingWith="friends and chat" />;
}
