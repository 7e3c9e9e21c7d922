import { PagePlaceholder } from '../../components/PagePlaceholder';

export function PrivacyPage() {
  return <PagePlaceholder title="Privacy Policy" comingWith="the legal pages" />;
}
