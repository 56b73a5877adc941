import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlClasses } from './control-classes';

/** `ComponentProps<'input'>`, ref included (React 19 passes it as a prop), for a caller that focuses the field. */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(controlClasses, className)} {...props} />;
}
