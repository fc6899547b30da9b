import { loadPlatformConfig } from '@bk/infrastructure';

/**
 * The local stack's Temporal UI in the production posture: it lists every association's
 * workflows, so at least it must not change them. The settings it reads say write actions are
 * off, and a write made by hand is refused. (A stack started before this posture existed needs
 * `bash scripts/stack/stack.sh restart temporal` once.)
 */
const ui = loadPlatformConfig().temporal.uiUrl;

describe('the Temporal UI of the local stack', () => {
  // Before: DisableWriteActions false, and the UI terminated, signalled and reset case workflows.
  it('runs with write actions off and refuses a write made by hand', async () => {
    const settings = (await (await fetch(`${ui}/api/v1/settings`)).json()) as Record<string, unknown>;
    expect(settings).toMatchObject({ DisableWriteActions: true, WorkflowTerminateDisabled: true, WorkflowSignalDisabled: true, WorkflowResetDisabled: true });
    const terminate = await fetch(`${ui}/api/v1/namespaces/default/workflows/court-reform%2Fany%2Fcase/terminate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'posture check' }),
    });
    expect(terminate.status).toBe(403);
    // Reading still works.
    expect((await fetch(`${ui}/api/v1/namespaces/default/workflows`)).status).toBe(200);
  });
});
