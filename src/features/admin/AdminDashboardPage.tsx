import { PagePlaceholder } from '../../components/PagePlaceholder';

export function AdminDashboardPage() {
  return <PagePlaceholder title="Admin dashboard" comingWith="the backoffice" />;
}
