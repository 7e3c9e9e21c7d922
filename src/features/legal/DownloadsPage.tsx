import { PagePlaceholder } from '../../components/PagePlaceholder';

export function DownloadsPage() {
  return <PagePlaceholder title="Downloads" comingWith="the legal pages" />;
}
