import { formatBoardingCode } from '@gbaka/shared';

/**
 * The ticket's short boarding code (DESIGN §10), large and spaced so that a conductor can read it off a phone
 * and type it when the QR code does not scan.
 */
export function BoardingCode({ label, code }: { label: string; code: string }) {
  return (
    <p className="text-center">
      <span className="block text-xs text-stone-600">{label}</span>
      <span
        className="font-mono text-lg font-bold tracking-widest text-stone-950"
        data-testid="boarding-code"
      >
        {formatBoardingCode(code)}
      </span>
    </p>
  );
}
