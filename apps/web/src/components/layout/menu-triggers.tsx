import { ChevronDown, Globe, UserRound } from 'lucide-react';

/** What the header's menu triggers show, drawn the same before and after their menu's code has loaded. */
export function PlanTripTriggerContent({ label }: { label: string }) {
  return (
    <>
      {label}
      <ChevronDown className="size-4" aria-hidden="true" />
    </>
  );
}

export function LanguageTriggerContent({ name }: { name: string }) {
  return (
    <>
      <Globe className="size-5" aria-hidden="true" />
      <span>{name}</span>
    </>
  );
}

export function AccountTriggerContent({ name }: { name: string }) {
  return (
    <>
      <UserRound className="size-5" aria-hidden="true" />
      <span className="max-w-40 truncate">{name}</span>
      <ChevronDown className="size-4" aria-hidden="true" />
    </>
  );
}
