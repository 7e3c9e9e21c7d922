import { type RefObject, useEffect, useEffectEvent } from 'react';

const FOCUSABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function isTakenOutOfTabOrder(element: HTMLElement): boolean {
  const tabIndex = element.getAttribute('tabindex');
  return tabIndex !== null && Number(tabIndex) < 0;
}

/** The elements inside `container` that Tab can reach, in document order. */
export function focusableElementsIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter(
    (element) => !isTakenOutOfTabOrder(element) && !element.closest('[hidden], [inert], [aria-hidden="true"]'),
  );
}

/**
 * Open traps, innermost last. Only the innermost one answers Tab and Escape, so a dialog opened
 * from the mobile menu does not fight the menu for focus.
 */
const openTraps: HTMLElement[] = [];

function isInnermost(container: HTMLElement): boolean {
  return openTraps[openTraps.length - 1] === container;
}

export interface FocusTrapOptions {
  /** Focused on activation instead of the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Called on Escape while this trap is the innermost one. */
  onEscape?: () => void;
}

/**
 * While `active`: moves focus into the container, keeps Tab and Shift+Tab cycling inside it,
 * answers Escape, and on deactivation gives focus back to the element that had it before.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  { initialFocusRef, onEscape }: FocusTrapOptions = {},
): void {
  const escape = useEffectEvent((): boolean => {
    if (!onEscape) return false;
    onEscape();
    return true;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openTraps.push(container);
    (initialFocusRef?.current ?? focusableElementsIn(container)[0] ?? container).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isInnermost(container) || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        if (escape()) event.preventDefault();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableElementsIn(container);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const current = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        container.focus();
      } else if (event.shiftKey && (current === first || current === container || !container.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !container.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that lands behind the trap (a screen reader's cursor, a click outside) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (!isInnermost(container) || !(event.target instanceof Node) || container.contains(event.target)) return;
      (focusableElementsIn(container)[0] ?? container).focus();
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const index = openTraps.lastIndexOf(container);
      if (index !== -1) openTraps.splice(index, 1);
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [active, containerRef, initialFocusRef]);
}
