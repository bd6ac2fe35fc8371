import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyStateCard } from '../../../components/empty-state-card.tsx';

type LaterTab = 'email' | 'payments';

const content: Record<LaterTab, { icon: ReactNode; title: string; description: string }> = {
  email: {
    icon: <MarkEmailReadOutlined />,
    title: 'Email arrives with campaign emails',
    description:
      'Invites, key deliveries and custom emails sent to this creator, with opens and clicks, will show here.',
  },
  payments: {
    icon: <PaymentsOutlined />,
    title: 'No payments for this creator',
    description:
      'Payments are sample data for now and are not linked to creators in the CRM. Real payouts will show here.',
  },
};

/** A profile tab whose data comes from a later issue: an honest empty state, never fake rows. */
export function LaterIssueTab({ tab }: { tab: LaterTab }) {
  const { t } = useTranslation();
  const item = content[tab];
  return (
    <EmptyStateCard icon={item.icon} title={t(item.title)} description={t(item.description)} />
  );
}
