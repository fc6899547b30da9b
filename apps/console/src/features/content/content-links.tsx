import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import type { ContentScreen } from './content-screens';

/**
 * The generic screens' addresses. Their routes are registered (content-routes.tsx), but a screen
 * chosen at run time cannot name its literal path to the typed router, so links are built here, in
 * one place, as hrefs and followed with the router's `href` navigation.
 */
export const contentPaths = (screen: ContentScreen, associationId: string) => {
  const base = `/index/${encodeURIComponent(associationId)}`;
  return {
    list: (kind?: string) => `${base}/${screen.path}${kind ? `?kind=${encodeURIComponent(kind)}` : ''}`,
    add: (kind: string) => `${base}/${screen.formPath}/add?kind=${encodeURIComponent(kind)}`,
    edit: (contentId: string) => `${base}/${screen.formPath}/edit/${encodeURIComponent(contentId)}`,
  };
};

/** A plain click navigates inside the app; a modified one (new tab, new window) is the browser's. */
const useFollow = (href: string) => {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate({ href });
  };
};

type LinkProps = { href: string; children: ReactNode; 'aria-label'?: string; 'data-testid'?: string };

export const ContentLinkButton = ({ href, children, ...props }: LinkProps & ButtonProps) => {
  const follow = useFollow(href);
  return (
    <Button component="a" href={href} onClick={follow} {...props}>
      {children}
    </Button>
  );
};

export const ContentLinkAnchor = ({ href, children, ...props }: LinkProps & AnchorProps) => {
  const follow = useFollow(href);
  return (
    <Anchor href={href} onClick={follow} {...props}>
      {children}
    </Anchor>
  );
};
