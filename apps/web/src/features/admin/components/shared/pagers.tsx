import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { pageButtons } from '../../utils/page-buttons';

interface PagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Numbered pages, at most five at a time (SPEC §9 admin routes). Hidden when there is one page. */
export function NumberedPager({ page, totalPages, onChange }: PagerProps) {
  const { t } = useTranslation('admin');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('common.pagination')} className="flex flex-wrap items-center justify-center gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('common.previous')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
      </Button>
      {pageButtons(page, totalPages).map((number) => (
        <button
          key={number}
          type="button"
          aria-current={number === page ? 'page' : undefined}
          aria-label={t('common.pageNumber', { page: number })}
          onClick={() => onChange(number)}
          className={cn(
            'min-h-11 min-w-11 rounded-lg px-2 font-semibold',
            number === page ? 'bg-brand-700 text-white' : 'text-stone-800 hover:bg-stone-100',
          )}
        >
          {number}
        </button>
      ))}
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('common.next')}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        <ChevronRight className="size-5" aria-hidden="true" />
      </Button>
    </nav>
  );
}

/** Previous and next with "page / total" (SPEC §2 Bookings), shown only when there is more than one page. */
export function PrevNextPager({ page, totalPages, onChange }: PagerProps) {
  const { t } = useTranslation('admin');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('common.pagination')} className="flex items-center justify-center gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft className="size-5" aria-hidden="true" />
        {t('common.previous')}
      </Button>
      <span className="min-w-16 text-center font-semibold text-stone-800" aria-live="polite">
        {t('common.pageOf', { page, total: totalPages })}
      </span>
      <Button variant="outline" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        {t('common.next')}
        <ChevronRight className="size-5" aria-hidden="true" />
      </Button>
    </nav>
  );
}
