import { PagePlaceholder } from '../../components/PagePlaceholder';

export function ShopPage() {
  return <PagePlaceholder title="Shop" comingWith="the shop" />;
}
