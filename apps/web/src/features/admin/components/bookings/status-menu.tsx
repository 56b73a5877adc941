import type { AdminBookingStatus } from '@gbaka/shared';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { BookingStatusBadge } from './booking-status-badge';

interface StatusMenuProps {
  status: string;
  cancelReason?: string | null;
  label: string;
  choices: readonly AdminBookingStatus[];
  onChoose: (status: AdminBookingStatus) => void;
}

/**
 * The status, and when it may change (SPEC §4) the change-status dropdown in the same place: the badge opens the
 * choices. The page asks for confirmation before anything is sent.
 */
export function StatusMenu({ status, cancelReason, label, choices, onChoose }: StatusMenuProps) {
  const { t } = useTranslation('admin');
  if (choices.length === 0) return <BookingStatusBadge status={status} cancelReason={cancelReason} />;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={label}
        className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-stone-300 bg-white px-1.5 hover:border-stone-500 hover:bg-stone-50"
      >
        <BookingStatusBadge status={status} />
        <ChevronDown className="size-4 text-stone-700" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>{t('bookings.setStatusTo')}</DropdownMenuLabel>
        {choices.map((choice) => (
          <DropdownMenuItem key={choice} onSelect={() => onChoose(choice)}>
            {t(`bookings.statuses.${choice}`)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
