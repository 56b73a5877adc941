import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes';
import { cn } from '@/lib/cn';
import { pageWindow } from '../utils/page-window';

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** First, last and neighbouring pages with ellipses (SPEC §2 /routes, §9). */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const { t } = useTranslation('routes');
  if (totalPages <= 1) return null;
  const button = (active: boolean) =>
    buttonClasses({ variant: active ? 'primary' : 'outline', size: 'sm', className: 'min-w-11 min-h-11' });
  return (
    <nav aria-label={t('pagination.label')} className="mt-6">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          <button
            type="button"
            className={button(false)}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
            aria-label={t('pagination.previous')}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
          </button>
        </li>
        {pageWindow(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={button(item === page)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
                onClick={() => onChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className={cn('px-1 text-stone-600')}>
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={button(false)}
            disabled={page >= totalPages}
            onClick={() => onChange(page + 1)}
            aria-label={t('pagination.next')}
          >
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
