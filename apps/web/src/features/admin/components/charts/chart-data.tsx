import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ChartDataProps {
  caption: string;
  headers: string[];
  rows: ReactNode[][];
}

/** A chart's figures as a table, folded under "Voir les données": for screen readers and for exact numbers. */
export function ChartData({ caption, headers, rows }: ChartDataProps) {
  const { t } = useTranslation('admin');
  return (
    <details className="group text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">
        {t('dashboard.showData')}
      </summary>
      <div className="max-h-72 overflow-y-auto rounded-lg border border-stone-200">
        <table className="w-full text-left">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-stone-50">
            <tr>
              {headers.map((header, index) => (
                <th key={header} scope="col" className={index > 0 ? 'px-3 py-2 text-right' : 'px-3 py-2'}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r} className="border-t border-stone-100">
                {row.map((cell, c) => (
                  <td key={c} className={c > 0 ? 'px-3 py-1.5 text-right tabular-nums' : 'px-3 py-1.5'}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
