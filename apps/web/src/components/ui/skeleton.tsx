import { cn } from '@/lib/cn';

/** Grey placeholders while a list loads; hidden from screen readers, which hear the status text instead. */
export function SkeletonList({ count, className }: { count: number; className?: string }) {
  return (
    <ul className={cn('grid gap-3', className)} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="h-24 animate-pulse rounded-2xl bg-stone-200/70" />
      ))}
    </ul>
  );
}
