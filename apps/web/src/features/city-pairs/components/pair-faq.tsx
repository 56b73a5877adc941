/** The page's short FAQ (also its FAQPage JSON-LD): native disclosure, open and closed without any script. */
export function PairFaq({
  title,
  entries,
}: {
  title: string;
  entries: { question: string; answer: string }[];
}) {
  return (
    <section aria-labelledby="pair-faq-title">
      <h2 id="pair-faq-title" className="text-xl font-bold text-stone-950">
        {title}
      </h2>
      <div className="mt-3 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
        {entries.map((entry) => (
          <details key={entry.question} className="group p-4">
            <summary className="cursor-pointer font-semibold text-stone-950">{entry.question}</summary>
            <p className="mt-2 text-stone-800">{entry.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
