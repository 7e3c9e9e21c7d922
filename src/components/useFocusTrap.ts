import { type RefObject, useEffectEvent, useLayoutEffect } from 'react';

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
 * Open modal traps, innermost last. Only the innermost one answers Tab and Escape, so a dialog
 * opened from the mobile menu does not fight the menu for focus.
 */
const openModalTraps: HTMLElement[] = [];

function isInnermostModal(container: HTMLElement): boolean {
  return openModalTraps[openModalTraps.length - 1] === container;
}

export interface FocusTrapOptions {
  /** Focused on activation instead of the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Called on Escape while the trap answers keys. */
  onEscape?: () => void;
  /**
   * A modal trap (the default) keeps focus inside whatever happens and brings back focus that
   * lands behind it. A non-modal one (a floating panel the page stays usable beside) only answers
   * keys while focus is inside it: Tab wraps, Escape closes, and a click elsewhere moves on.
   */
  modal?: boolean;
  /** Gets the focus back when the element that had it before is gone (or was the page itself). */
  fallbackFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * While `active`: moves focus into the container, keeps Tab and Shift+Tab cycling inside it,
 * answers Escape, and on deactivation gives focus back to the element that had it before.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  { initialFocusRef, onEscape, modal = true, fallbackFocusRef }: FocusTrapOptions = {},
): void {
  const escape = useEffectEvent((): boolean => {
    if (!onEscape) return false;
    onEscape();
    return true;
  });

  // A layout effect: the element that had focus is read before any child's effect moves it.
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const fallback = fallbackFocusRef?.current ?? null;
    if (modal) openModalTraps.push(container);
    (initialFocusRef?.current ?? focusableElementsIn(container)[0] ?? container).focus();

    const answersKeys = () => (modal ? isInnermostModal(container) : container.contains(document.activeElement));

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !answersKeys()) return;
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
    // Focus that lands behind a modal trap (a screen reader's cursor, a click outside) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (!isInnermostModal(container) || !(event.target instanceof Node) || container.contains(event.target)) return;
      (focusableElementsIn(container)[0] ?? container).focus();
    };

    document.addEventListener('keydown', onKeyDown);
    if (modal) document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const index = openModalTraps.lastIndexOf(container);
      if (index !== -1) openModalTraps.splice(index, 1);
      // A non-modal panel left by a click elsewhere does not pull focus back when it closes.
      const focusWasInside = modal || container.contains(document.activeElement) || document.activeElement === document.body;
      if (!focusWasInside) return;
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
      else fallback?.focus();
    };
  }, [active, containerRef, initialFocusRef, modal, fallbackFocusRef]);
}
