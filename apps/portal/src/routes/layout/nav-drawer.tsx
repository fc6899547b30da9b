import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

type NavDrawerProps = { opened: boolean; onClose: () => void; title: string; children: ReactNode };

/**
 * The phone menu. Its own chunk: a drawer brings Mantine's modal stack (overlay, focus trap,
 * scroll lock, transitions), which no first page needs until the menu button is pressed.
 */
export const NavDrawer = ({ opened, onClose, title, children }: NavDrawerProps) => (
  <Drawer opened={opened} onClose={onClose} title={title} position="right" size="xs">
    {children}
  </Drawer>
);
