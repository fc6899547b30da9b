import { useQueryClient } from '@tanstack/react-query';
import { useT } from '../../i18n';
import { ImportDialog } from '../shared/import-dialog';
import { useAssociation } from '../shell/use-association';
import { downloadRosterErrors, downloadRosterTemplate, refreshRoster, rosterImportJobQueryOptions, startRosterImport } from './roster-queries';

/** The roster's import on the import kit: the file goes up through the presigned flow first. */
export const RosterImportDialog = ({ onClose }: { onClose: () => void }) => {
  const t = useT();
  const { channel } = useAssociation();
  const queryClient = useQueryClient();
  return (
    <ImportDialog
      title={t('rosterImportTitle')}
      steps={t('rosterImportSteps')}
      testIdPrefix="roster"
      downloadTemplate={downloadRosterTemplate}
      start={{ via: 'storedFile', run: startRosterImport }}
      jobQuery={(jobId) => rosterImportJobQueryOptions(channel, jobId)}
      downloadErrors={downloadRosterErrors}
      onEnded={() => void refreshRoster(queryClient, channel)}
      onClose={onClose}
    />
  );
};
