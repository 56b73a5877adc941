import type { ReactNode } from 'react';

/** A label and its value on one line, inside a `<dl>`: the rows of a ticket. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-right font-semibold text-stone-950">{children}</dd>
    </div>
  );
}
