import { AssistantLauncher, useAssistantName } from '@bk/web';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { usePortal } from '../routes/use-portal';

const loadWidget = () => import('@bk/web/assistant');
// The widget, its question tree and FAQ texts are a chunk of their own, fetched on first use.
const AssistantWidget = lazy(() => loadWidget().then((module) => ({ default: module.AssistantWidget })));

/** Spec §1: the floating assistant on every portal and product page, named and scoped by the channel. */
export const PortalAssistant = () => {
  const { variant, associationId, association } = usePortal();
  const router = useRouter();
  const name = useAssistantName(association.aiName);
  const [requested, setRequested] = useState(false);
  const launcher = <AssistantLauncher name={name} onClick={() => setRequested(true)} onIntent={() => void loadWidget()} />;
  if (!requested) return launcher;
  return (
    <Suspense fallback={launcher}>
      <AssistantWidget
        key={associationId}
        associationId={associationId}
        routePrefix={`/${variant}`}
        config={{ aiName: association.aiName, gpShow: association.gpShow }}
        onNavigate={(href) => void router.navigate({ href })}
        initiallyOpen
      />
    </Suspense>
  );
};
