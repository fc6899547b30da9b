import { Anchor, Button, NavLink, type AnchorProps, type ButtonProps, type NavLinkProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

type AnchorAttributes<P> = P & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof P>;

const NavLinkAnchor = forwardRef<HTMLAnchorElement, AnchorAttributes<NavLinkProps>>((props, ref) => (
  <NavLink component="a" ref={ref} {...props} />
));
NavLinkAnchor.displayName = 'NavLinkAnchor';

const ButtonAnchor = forwardRef<HTMLAnchorElement, AnchorAttributes<ButtonProps>>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
ButtonAnchor.displayName = 'ButtonAnchor';

const AnchorAnchor = forwardRef<HTMLAnchorElement, AnchorAttributes<AnchorProps>>((props, ref) => (
  <Anchor component="a" ref={ref} {...props} />
));
AnchorAnchor.displayName = 'AnchorAnchor';

/**
 * Mantine components driven by the router: typed `to`/`params`/`search`, intent preloading and
 * client-side navigation (Mantine's polymorphic `component={Link}` loses the route typing).
 */
export const RouterNavLink = createLink(NavLinkAnchor);
export const RouterButton = createLink(ButtonAnchor);
export const RouterAnchor = createLink(AnchorAnchor);
