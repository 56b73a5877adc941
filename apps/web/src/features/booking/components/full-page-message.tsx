import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';

interface FullPageMessageProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'error' | 'neutral';
  /** h2 when the page already has its h1 (the search's route above an empty day). */
  level?: 'h1' | 'h2';
}

/** A page-wide error or empty state; its title takes the focus so that a screen reader announces it. */
export function FullPageMessage({
  icon,
  title,
  children,
  actions,
  tone = 'neutral',
  level: Heading = 'h1',
}: FullPageMessageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <div
        className={
          tone === 'error'
            ? 'rounded-full bg-red-100 p-4 text-red-800'
            : 'rounded-full bg-stone-100 p-4 text-stone-700'
        }
        aria-hidden="true"
      >
        {icon}
      </div>
      <Heading ref={heading} tabIndex={-1} className="text-2xl font-bold text-stone-950 focus:outline-none">
        {title}
      </Heading>
      {children && <div className="text-stone-700">{children}</div>}
      {actions && <div className="mt-2 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
