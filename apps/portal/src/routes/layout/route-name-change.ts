import { useEffect } from 'react';

/**
 * Spec §2: navigation always scrolls to the top (the router resets the window on every
 * navigation), and portal pages also announce a change of route name, leaving a list for a
 * detail, say, but not paging within a list or switching a tab. The layout answers the
 * announcement by moving focus to the new page's content, so keyboard and screen-reader users
 * start there rather than on the link they left.
 */
export const SCROLL_TO_TOP_EVENT = 'bk:scroll-to-top';
export type ScrollToTopDetail = { from: string; to: string };

/** The route-name source: the router's leaf match, and its resolved-navigation subscription. */
export type RouteNameSource = {
  leafRouteId: () => string | undefined;
  onResolved: (listener: () => void) => () => void;
};

/** Dispatches SCROLL_TO_TOP_EVENT on `target` whenever a navigation lands on a route of another name. */
export const announceRouteNameChanges = (source: RouteNameSource, target: EventTarget): (() => void) => {
  let current = source.leafRouteId();
  return source.onResolved(() => {
    const next = source.leafRouteId();
    if (next === undefined) return;
    if (current !== undefined && next !== current) {
      target.dispatchEvent(new CustomEvent<ScrollToTopDetail>(SCROLL_TO_TOP_EVENT, { detail: { from: current, to: next } }));
    }
    current = next;
  });
};

/** The layout's answer: the page starts at its top, with focus on its content. */
export const useScrollToTopOnRouteNameChange = (mainId: string) => {
  useEffect(() => {
    const onChange = () => {
      window.scrollTo({ top: 0 });
      document.getElementById(mainId)?.focus({ preventScroll: true });
    };
    window.addEventListener(SCROLL_TO_TOP_EVENT, onChange);
    return () => window.removeEventListener(SCROLL_TO_TOP_EVENT, onChange);
  }, [mainId]);
};
