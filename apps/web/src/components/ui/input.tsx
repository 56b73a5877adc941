import type { InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { controlClasses } from './control-classes';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(controlClasses, className)} {...props} />;
}
