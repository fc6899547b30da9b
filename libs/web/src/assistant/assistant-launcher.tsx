import type { Ref } from 'react';
import { createI18n } from '../i18n/create-i18n';
import { ChatIcon } from './assistant-icons';
import classes from './assistant-launcher.module.css';
import { assistantMessages } from './assistant-messages';

const { useT } = createI18n(assistantMessages);

/** The assistant's display name: the channel's aiName, else a generic one. */
export const useAssistantName = (aiName: string): string => {
  const t = useT();
  return aiName.trim() || t('assistantDefaultName');
};

export type AssistantLauncherProps = {
  name: string;
  onClick: () => void;
  /** Lets the page fetch the widget's code as soon as the visitor shows interest. */
  onIntent?: () => void;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * The closed assistant: a floating button. It is small and ships with the page; the widget
 * itself (question tree, FAQ texts) loads when it is first used.
 */
export const AssistantLauncher = ({ name, onClick, onIntent, ref }: AssistantLauncherProps) => {
  const t = useT();
  return (
    <button
      ref={ref}
      type="button"
      className={classes.launcher}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      aria-label={t('assistantOpen', { name })}
      data-testid="assistant-launcher"
    >
      <ChatIcon />
      <span className={classes.launcherText}>{name}</span>
    </button>
  );
};
