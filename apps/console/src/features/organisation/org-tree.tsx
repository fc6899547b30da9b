import type { DeptTreeNode } from '@bk/contracts';
import { ActionIcon, Badge, Group, UnstyledButton } from '@mantine/core';
import { useState, type DragEvent } from 'react';
import { useT } from '../../i18n';
import classes from './organisation-page.module.css';

type Move = (parentId: string | null, id: string, toIndex: number) => void;

/** A node of any organisation tree: a department of the structure, an office of a member organisation. */
export type OrgTreeNode = Pick<DeptTreeNode, 'id' | 'name' | 'nodeType'> & { isPublic?: boolean; children: OrgTreeNode[] };

/**
 * The units of the structure as a tree. Siblings are reordered by dragging a row onto another
 * (native drag and drop) or with the arrow buttons, which keyboard and screen-reader users reach.
 */
export const OrgTree = ({ nodes, selectedId, onSelect, onMove, label }: { nodes: OrgTreeNode[]; label?: string; selectedId: string | null; onSelect: (id: string) => void; onMove: Move }) => {
  const t = useT();
  const [dragged, setDragged] = useState<{ id: string; parentId: string | null } | null>(null);
  return (
    <ul className={classes.tree} role="tree" aria-label={label ?? t('orgTree')}>
      <Siblings nodes={nodes} parentId={null} selectedId={selectedId} onSelect={onSelect} onMove={onMove} dragged={dragged} setDragged={setDragged} />
    </ul>
  );
};

type SiblingsProps = {
  nodes: OrgTreeNode[];
  parentId: string | null;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onMove: Move;
  dragged: { id: string; parentId: string | null } | null;
  setDragged: (value: { id: string; parentId: string | null } | null) => void;
};

const Siblings = ({ nodes, parentId, selectedId, onSelect, onMove, dragged, setDragged }: SiblingsProps) => {
  const t = useT();
  const units = nodes.filter((node) => node.nodeType !== 3);
  const acceptsDrop = (event: DragEvent) => {
    // Only among siblings: a drag never moves a unit to another parent.
    if (dragged && dragged.parentId === parentId) event.preventDefault();
  };
  return (
    <>
      {units.map((node, index) => (
        <li key={node.id} role="treeitem" aria-selected={node.id === selectedId}>
          <div
            className={classes.row}
            data-selected={node.id === selectedId || undefined}
            data-testid="org-unit"
            data-name={node.name}
            draggable
            onDragStart={() => setDragged({ id: node.id, parentId })}
            onDragEnd={() => setDragged(null)}
            onDragOver={acceptsDrop}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged && dragged.parentId === parentId && dragged.id !== node.id) onMove(parentId, dragged.id, index);
              setDragged(null);
            }}
          >
            <span className={classes.handle} aria-hidden title={t('orgDragHandle', { name: node.name })}>
              ⠿
            </span>
            <UnstyledButton className={classes.name} onClick={() => onSelect(node.id)}>
              {node.name}
            </UnstyledButton>
            {node.isPublic !== false ? null : (
              <Badge size="xs" color="gray" variant="light">
                {t('orgPrivate')}
              </Badge>
            )}
            <Group gap={2} wrap="nowrap">
              <ActionIcon variant="subtle" size="sm" disabled={index === 0} aria-label={t('orgMoveUp', { name: node.name })} onClick={() => onMove(parentId, node.id, index - 1)}>
                ↑
              </ActionIcon>
              <ActionIcon variant="subtle" size="sm" disabled={index === units.length - 1} aria-label={t('orgMoveDown', { name: node.name })} onClick={() => onMove(parentId, node.id, index + 1)}>
                ↓
              </ActionIcon>
            </Group>
          </div>
          {node.children.some((child) => child.nodeType !== 3) ? (
            <ul className={classes.tree} role="group">
              <Siblings nodes={node.children} parentId={node.id} selectedId={selectedId} onSelect={onSelect} onMove={onMove} dragged={dragged} setDragged={setDragged} />
            </ul>
          ) : null}
        </li>
      ))}
    </>
  );
};
