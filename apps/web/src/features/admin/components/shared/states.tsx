import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffListStates } from '@/components/back-office/states';

/** The screens whose lists load through ListStates: each has its `loading`, `loadError` and `empty` texts. */
type ListSection =
  'users' | 'trips' | 'bookings' | 'timetables' | 'partners' | 'refunds' | 'buses' | 'cities' | 'companies';

interface ListStatesProps<T> {
  section: ListSection;
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'refetch'>;
  /** What the list shows once loaded (filtered on the page if it filters); undefined until then. */
  items: readonly T[] | undefined;
  /** The empty state's title, when the screen's own `empty` does not fit (a filter matched nothing). */
  emptyTitle?: string;
  /** Under the empty state's title: a way out ("show all"). */
  emptyAction?: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}

/**
 * A back-office list's states, the same on every screen (SPEC §8 Admin): a load error is a banner with "Réessayer"
 * and a toast, beside the list it may still show; then loading, empty, or the list.
 */
export function ListStates<T>({ section, emptyTitle, ...props }: ListStatesProps<T>) {
  const { t } = useTranslation('admin');
  const texts = {
    loading: t(`${section}.loading`),
    loadError: t(`${section}.loadError`),
    empty: emptyTitle ?? t(`${section}.empty`),
  };
  return <StaffListStates texts={texts} {...props} />;
}
