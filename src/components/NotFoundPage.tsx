import { Link } from 'react-router';
import { usePageTitle } from '../lib/usePageTitle';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <section className="page container not-found">
      <h1>Page Not Found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <nav aria-label="Helpful links">
        <ul className="link-list">
          <li><Link to="/">Home</Link></li>
          <li><Link to="/games">Games</Link></li>
          <li><Link to="/tournaments">Tournaments</Link></li>
          <li><Link to="/shop">Shop</Link></li>
          <li><Link to="/versus-token">VERSUS Token</Link></li>
          <li><Link to="/faq">FAQ</Link></li>
        </ul>
      </nav>
    </section>
  );
}
