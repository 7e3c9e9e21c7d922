import { usePageTitle } from '../lib/usePageTitle';

/** A route whose page a later piece of work builds: the route exists and says what comes. */
export function PagePlaceholder({ title, comingWith }: { title: string; comingWith: string }) {
  usePageTitle(title);
  return (
    <section className="page container">
      <h1>{title}</h1>
      <p>This page is coming with {comingWith}.</p>
    </section>
  );
}
