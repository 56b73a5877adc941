import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the account pages: a narrow, centred card that reads well at 360 px. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <div className="mb-6 text-center">
        <h1 className="text-2xl font-extrabold text-stone-950 sm:text-3xl">{title}</h1>
        {subtitle && <p className="mt-2 text-stone-700">{subtitle}</p>}
      </div>
      <Card className="p-5 sm:p-7">{children}</Card>
      {footer && <div className="mt-6 text-center text-stone-700">{footer}</div>}
    </div>
  );
}
