import { useTranslation } from 'react-i18next';
import { StaffNavList } from '@/components/back-office/staff-nav-list';
import { adminNav } from './admin-nav';

/** The sidebar's links; also the phone menu's. */
export function AdminNavList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const links = adminNav().map((item) => ({ ...item, label: t(item.label) }));
  return <StaffNavList links={links} onNavigate={onNavigate} />;
}
