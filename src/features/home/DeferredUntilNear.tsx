import { type ReactNode, type RefObject, Suspense, useEffect, useRef, useState } from 'react';

/** How far ahead of the viewport a deferred section starts loading, so it is there when reached. */
export const NEAR_VIEWPORT_MARGIN = '600px 0px';

/** True once the element has come near the viewport (or been scrolled past); at once where nothing can tell. */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting || entry.boundingClientRect.top < 0)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

/**
 * Holds the place of a section below the fold and renders it (code and data) only when the
 * visitor comes near it: the landing page loads and asks for no more than its first screen needs.
 */
export function DeferredUntilNear({ children, placeholderClassName }: { children: ReactNode; placeholderClassName: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const placeholder = <div ref={near ? undefined : ref} className={`home-deferred ${placeholderClassName}`} />;
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
