import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come within `margin` of the screen; once it has, it stays true.
 * For what a page need not load until the reader scrolls towards it (a map, the sections at
 * the foot of a profile), so that it does not compete with the first screen.
 */
export function useNearScreen<T extends Element>(margin = '300px'): [RefObject<T | null>, boolean] {
  const element = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near, margin]);

  return [element, near];
}
