import type { AdminTimetableView } from '@gbaka/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminMutation } from '../api/admin-query';
import { useCompanies } from '../api/companies';
import { deleteTimetable, useTimetables } from '../api/timetables';
import { ConfirmDialog } from '@/components/back-office/confirm-dialog';
import { PageHeader } from '@/components/back-office/page-header';
import { ListStates } from '../components/shared/states';
import { TimetableForm } from '../components/timetables/timetable-form';
import { TimetableList } from '../components/timetables/timetable-list';

/**
 * Regular lines (beyond the spec): a company's weekly timetable, set once; the API turns it into dated trips for
 * the coming weeks and keeps them in step when the line changes.
 */
export function TimetablesPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('timetables.title'));
  const [companyId, setCompanyId] = useState('');
  const companies = useCompanies();
  const timetables = useTimetables(companyId);
  const [editing, setEditing] = useState<AdminTimetableView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminTimetableView | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const remove = useAdminMutation({
    mutationFn: (line: AdminTimetableView) => deleteTimetable(line._id),
    success: (answer) => answer.message,
    failure: t('timetables.deleteError'),
  });
  const lines = timetables.data?.data;

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('timetables.title')}
        description={t('timetables.subtitle')}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-5" aria-hidden="true" />
            {t('timetables.add')}
          </Button>
        }
      />
      <div className="space-y-1.5 sm:w-72">
        <Label htmlFor="timetables-company">{t('timetables.company')}</Label>
        <Select
          id="timetables-company"
          value={companyId}
          onChange={(event) => setCompanyId(event.target.value)}
        >
          <option value="">{t('timetables.allCompanies')}</option>
          {companies.data?.data.map((company) => (
            <option key={company._id} value={company._id}>
              {company.name}
            </option>
          ))}
        </Select>
      </div>
      {outcome && (
        <Alert variant="success" title={t('timetables.outcomeTitle')}>
          <p>{outcome}</p>
          <Link to="/admin/routes" className="font-semibold underline underline-offset-4">
            {t('timetables.seeTrips')}
          </Link>
        </Alert>
      )}
      <ListStates section="timetables" query={timetables} items={lines}>
        {(shown) => <TimetableList lines={shown} onEdit={setEditing} onDelete={setDeleting} />}
      </ListStates>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing !== null && (
          <DialogContent
            title={editing === 'new' ? t('timetables.addTitle') : t('timetables.editTitle')}
            description={t('timetables.formDescription')}
            className="sm:max-w-2xl!"
          >
            <TimetableForm
              line={editing === 'new' ? null : editing}
              companyId={companyId}
              onSaved={(answer) => {
                setOutcome(answer.message);
                setEditing(null);
              }}
            />
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('common.confirmDelete')}
        description={t('timetables.deleteConfirm', {
          name: deleting ? `${deleting.from.name} → ${deleting.to.name}` : '',
        })}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: (answer) => setOutcome(answer.message),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </div>
  );
}
