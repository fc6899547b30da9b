import { condition, proxyActivities, proxyLocalActivities, setHandler, workflowInfo } from '@temporalio/workflow';
import { activityUpdate, appendUpdate, bareUpdate, finishSignal, localAppendUpdate, type BareActivities } from './bare-messages';

/** The bench's own workflow (bundled by the bench's worker): the smallest thing an Update can reach. */
const { noop, append } = proxyActivities<BareActivities>({ startToCloseTimeout: '30 seconds' });
const { append: appendLocally } = proxyLocalActivities<BareActivities>({ startToCloseTimeout: '30 seconds' });

export async function benchBareWorkflow(): Promise<void> {
  const { workflowId } = workflowInfo();
  let finished = false;
  let version = 0;
  setHandler(bareUpdate, (value) => value);
  setHandler(activityUpdate, (value) => noop(value));
  // One lane per workflow, so updates never overlap and the version is the stream's.
  setHandler(appendUpdate, async (value) => {
    version = await append({ streamId: `bench-${workflowId}`, expectedVersion: version, commandId: `${workflowId}/${version}` });
    return value;
  });
  setHandler(localAppendUpdate, async (value) => {
    version = await appendLocally({ streamId: `bench-${workflowId}`, expectedVersion: version, commandId: `${workflowId}/${version}` });
    return value;
  });
  setHandler(finishSignal, () => {
    finished = true;
  });
  await condition(() => finished);
}
