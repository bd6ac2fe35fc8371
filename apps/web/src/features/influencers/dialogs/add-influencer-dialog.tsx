import AddLinkOutlined from '@mui/icons-material/AddLinkOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mountedWhileOpen } from '../../../components/mounted-while-open.tsx';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { AddByLinkForm } from './add-by-link-form.tsx';
import { ImportXlsForm } from './import-xls-form.tsx';

export type AddInfluencerTab = 'link' | 'import';

type AddInfluencerDialogProps = {
  open: boolean;
  initialTab?: AddInfluencerTab;
  onClose: () => void;
};

/** SPEC 2: add a creator by a channel link, or import many from a spreadsheet file. */
export const AddInfluencerDialog = mountedWhileOpen(AddInfluencerDialogContent);

function AddInfluencerDialogContent({ initialTab = 'link', onClose }: AddInfluencerDialogProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<AddInfluencerTab>(initialTab);
  const [busy, setBusy] = useState(false);

  return (
    <TitledDialog title={t('Add influencer')} titleSx={{ pb: 0 }} busy={busy} onClose={onClose}>
      <Box sx={{ px: 3 }}>
        <Tabs
          value={tab}
          onChange={(_, value: AddInfluencerTab) => setTab(value)}
          aria-label={t('How to add')}
        >
          {(
            [
              ['link', t('By link'), <AddLinkOutlined key="icon" />],
              ['import', t('Import XLS'), <UploadFileOutlined key="icon" />],
            ] as const
          ).map(([value, label, icon]) => (
            <Tab
              key={value}
              value={value}
              label={label}
              icon={icon}
              id={`add-influencer-tab-${value}`}
              aria-controls="add-influencer-panel"
              disabled={busy}
            />
          ))}
        </Tabs>
      </Box>
      <Divider />
      <Box role="tabpanel" id="add-influencer-panel" aria-labelledby={`add-influencer-tab-${tab}`}>
        {tab === 'link' ? (
          <AddByLinkForm onClose={onClose} onBusyChange={setBusy} />
        ) : (
          <ImportXlsForm onClose={onClose} />
        )}
      </Box>
    </TitledDialog>
  );
}
