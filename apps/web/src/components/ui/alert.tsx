import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const variants = {
  error: { box: 'border-red-300 bg-red-50 text-red-900', Icon: CircleAlert },
  success: { box: 'border-brand-300 bg-brand-50 text-brand-900', Icon: CircleCheck },
  warning: { box: 'border-amber-300 bg-amber-50 text-amber-950', Icon: TriangleAlert },
  info: { box: 'border-sky-300 bg-sky-50 text-sky-950', Icon: Info },
} as const;

interface AlertProps {
  variant?: keyof typeof variants;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** An inline message; errors are announced at once (role alert), the others politely. */
export function Alert({ variant = 'info', title, children, className }: AlertProps) {
  const { box, Icon } = variants[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border p-3 text-sm', box, className)}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}
