import type { TextareaHTMLAttributes } from 'react';
import { controlClasses } from '@/components/ui/control-classes';
import { cn } from '@/lib/cn';

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(controlClasses, 'resize-y', className)} {...props} />;
}
