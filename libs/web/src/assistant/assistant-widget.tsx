import {
  consultationHandOff,
  consultationHref,
  hasHiddenOptions,
  visibleOptions,
  type AssistantConfig,
  type ChatEntry,
  type Conversation,
  type QuestionNode,
} from '@bk/domain';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { createI18n, type Translator } from '../i18n/create-i18n';
import { EnterpriseIcon, PersonIcon } from './assistant-icons';
import { AssistantLauncher, useAssistantName } from './assistant-launcher';
import { assistantMessages } from './assistant-messages';
import { assistantReducer, initialAssistantState, type AssistantAction } from './assistant-state';
import classes from './assistant-widget.module.css';
import { createConversationStore } from './conversation-store';

const { useT } = createI18n(assistantMessages);
type T = Translator<typeof assistantMessages>;

const browserStorage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

const store = createConversationStore(browserStorage());
const nowIso = () => new Date().toISOString();

export type AssistantWidgetProps = {
  associationId: string;
  /** The portal variant's path prefix ('/portal', '/portal-csj'…): the hand-off stays in the variant. */
  routePrefix: string;
  config: AssistantConfig;
  /** Client-side navigation for the consultation link; without it the link loads the page. */
  onNavigate?: (href: string) => void;
  /** Open at question 1 on mount: the page's own launcher was clicked before this code loaded. */
  initiallyOpen?: boolean;
};

const cardIcon = (icon: string) => (icon === 'enterprise' ? <EnterpriseIcon /> : <PersonIcon />);

type QuestionProps = {
  node: QuestionNode;
  labelId: string;
  t: T;
  dispatch: (action: AssistantAction) => void;
};

/** A question's options as buttons: every kind is operable with Tab and Enter, and says which one is chosen. */
const QuestionOptions = ({ node, labelId, t, dispatch }: QuestionProps) => {
  const options = visibleOptions(node);
  const groupRef = useRef<HTMLDivElement>(null);
  const expand = () => {
    dispatch({ type: 'expand', questionId: node.id });
    // The control disappears: keep the keyboard where the newly shown options start.
    requestAnimationFrame(() => groupRef.current?.querySelector<HTMLButtonElement>(`[data-option-index="${options.length}"]`)?.focus());
  };
  return (
    <div ref={groupRef} role="group" aria-labelledby={labelId} className={classes[node.dataType]} data-question-id={node.id} data-kind={node.dataType}>
      {options.map((option, index) => {
        const chosen = node.value === option.id;
        return (
          <button
            key={option.id}
            type="button"
            className={classes.option}
            data-option-index={index}
            aria-pressed={chosen}
            onClick={() => dispatch({ type: 'answer', questionId: node.id, optionId: option.id, now: nowIso() })}
          >
            {node.dataType === 'card' ? <span className={classes.cardIcon}>{cardIcon(option.icon)}</span> : null}
            {node.dataType === 'radio' || node.dataType === 'listRadio' ? <span className={classes.radioMark} aria-hidden="true" /> : null}
            <span>{t.l({ zh: option.text, en: option.textEn })}</span>
          </button>
        );
      })}
      {hasHiddenOptions(node) && !node.listOpen ? (
        <button type="button" className={classes.more} aria-expanded={false} onClick={expand}>
          {t('assistantShowMore', { count: node.options.length })}
        </button>
      ) : null}
    </div>
  );
};

type EntryProps = {
  entry: ChatEntry;
  index: number;
  t: T;
  dispatch: (action: AssistantAction) => void;
  linkHref: (node: QuestionNode) => string | undefined;
  onLink: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
};

const Entry = ({ entry, index, t, dispatch, linkHref, onLink }: EntryProps) => {
  const baseId = useId();
  const labelId = `${baseId}-text`;
  const mine = entry.type === 'answer';
  return (
    <li className={mine ? classes.answer : classes.problem} data-entry-index={index} data-entry-type={entry.type}>
      <div className={classes.meta}>
        <span>{mine ? t('assistantYou') : entry.name}</span> <time dateTime={entry.at}>{entry.time}</time>
      </div>
      <div className={classes.bubble}>
        <p id={labelId} className={classes.text}>
          {t.l({ zh: entry.message, en: entry.messageEn })}
        </p>
        {entry.list.map((node) => {
          if (node.type === 'select') return <QuestionOptions key={node.id} node={node} labelId={labelId} t={t} dispatch={dispatch} />;
          const href = linkHref(node);
          return node.link !== undefined && href !== undefined ? (
            <a key={node.id} className={classes.link} href={href} onClick={(event) => onLink(event, href)} data-testid="assistant-consultation-link">
              {t.l({ zh: node.link.text, en: node.link.textEn })}
            </a>
          ) : null;
        })}
      </div>
    </li>
  );
};

/** The element the keyboard should land on after the conversation grew: the new question, else the new message. */
const focusTargetIn = (entry: Element): HTMLElement | null =>
  entry.querySelector<HTMLElement>('button:not([aria-pressed="true"]), a') ?? entry.querySelector<HTMLElement>('p');

/**
 * The floating assistant of spec §4: a launcher, and when open a non-modal dialog with the
 * conversation (a polite live region, so new questions are read out), compact (400 px) or full
 * height. Escape or the close button asks before closing; closing saves the conversation. Following
 * the hand-off link saves it and closes the panel without asking.
 */
export const AssistantWidget = ({ associationId, routePrefix, config, onNavigate, initiallyOpen = false }: AssistantWidgetProps) => {
  const t = useT();
  const [state, dispatch] = useReducer(assistantReducer, associationId, (id) => initialAssistantState(store.load(id)));
  const name = useAssistantName(config.aiName);
  const effectiveConfig = useMemo(() => ({ ...config, aiName: name }), [config, name]);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = `${panelId}-title`;
  const conversation: Conversation | undefined = state.view === 'open' ? state.conversation : undefined;
  const entryCount = conversation?.entries.length ?? 0;
  const previousCount = useRef(0);

  // New messages: scroll them into view and move the keyboard to what now waits for an answer.
  useEffect(() => {
    const log = logRef.current;
    const grew = entryCount > previousCount.current;
    const firstNew = previousCount.current;
    previousCount.current = entryCount;
    if (!log || !grew) return;
    const entries = log.querySelectorAll('li');
    const target = [...entries].slice(firstNew).reverse().map(focusTargetIn).find((element) => element !== null);
    log.scrollTop = log.scrollHeight;
    if (target) {
      if (target.tagName === 'P') target.tabIndex = -1;
      target.focus({ preventScroll: true });
    }
  }, [entryCount, conversation]);

  const open = () => dispatch({ type: 'open', config: effectiveConfig, now: nowIso() });
  const openedOnMount = useRef(false);
  useEffect(() => {
    if (!initiallyOpen || openedOnMount.current) return;
    openedOnMount.current = true;
    dispatch({ type: 'open', config: effectiveConfig, now: nowIso() });
  }, [initiallyOpen, effectiveConfig]);
  const confirmClose = () => {
    if (state.view === 'open') store.save(associationId, state.conversation, nowIso());
    dispatch({ type: 'confirmClose' });
    previousCount.current = 0;
    requestAnimationFrame(() => launcherRef.current?.focus());
  };
  const cancelClose = () => {
    dispatch({ type: 'cancelClose' });
    requestAnimationFrame(() => closeRef.current?.focus());
  };
  const restore = () => {
    previousCount.current = 0;
    dispatch({ type: 'restore' });
  };

  const linkHref = useCallback(
    (node: QuestionNode) => {
      if (conversation === undefined) return undefined;
      const handOff = consultationHandOff(conversation, node);
      return handOff === undefined ? undefined : consultationHref(routePrefix, associationId, handOff);
    },
    [conversation, routePrefix, associationId],
  );

  const onLink = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (state.view === 'open') store.save(associationId, state.conversation, nowIso());
    if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // The hand-off is the visitor's next task: the panel steps aside (on a phone it would cover the
    // form's buttons); the saved conversation is one "continue last conversation" away.
    dispatch({ type: 'confirmClose' });
    previousCount.current = 0;
    onNavigate(href);
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && state.view === 'open' && !state.confirmingClose) {
      event.stopPropagation();
      dispatch({ type: 'askClose' });
    }
  };

  if (state.view === 'closed') {
    return <AssistantLauncher ref={launcherRef} name={name} onClick={open} />;
  }

  const expanded = state.size === 'expanded';
  return (
    <>
      <section
        id={panelId}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        className={classes.panel}
        data-size={state.size}
        data-testid="assistant-panel"
        onKeyDown={onPanelKeyDown}
      >
        <header className={classes.header}>
          <h2 id={titleId} className={classes.title}>
            {name}
          </h2>
          <Group gap={4} wrap="nowrap">
            <button
              type="button"
              className={classes.headerButton}
              aria-pressed={expanded}
              onClick={() => dispatch({ type: 'resize', size: expanded ? 'compact' : 'expanded' })}
            >
              {expanded ? t('assistantCompact') : t('assistantExpand')}
            </button>
            <button ref={closeRef} type="button" className={classes.headerButton} onClick={() => dispatch({ type: 'askClose' })} aria-label={t('assistantClose')}>
              <span aria-hidden="true">×</span>
            </button>
          </Group>
        </header>
        {state.saved !== undefined && state.saved !== state.conversation ? (
          <button type="button" className={classes.continue} onClick={restore}>
            {t('assistantContinue')}
          </button>
        ) : null}
        <div ref={logRef} className={classes.log} role="log" aria-live="polite" aria-relevant="additions" aria-label={t('assistantMessages')}>
          <ol className={classes.entries}>
          {state.conversation.entries.map((entry, index) => (
            // Entries are only ever appended, so the index is a stable key.
            <Entry key={index} entry={entry} index={index} t={t} dispatch={dispatch} linkHref={linkHref} onLink={onLink} />
          ))}
          </ol>
        </div>
      </section>
      <Modal opened={state.confirmingClose} onClose={cancelClose} title={t('assistantConfirmTitle')} returnFocus={false} size="sm" zIndex={400}>
        <Text size="sm">{t('assistantConfirmText')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={cancelClose}>
            {t('assistantCancel')}
          </Button>
          <Button onClick={confirmClose} data-testid="assistant-confirm-close">
            {t('assistantConfirmClose')}
          </Button>
        </Group>
      </Modal>
    </>
  );
};
