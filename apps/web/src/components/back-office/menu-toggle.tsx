import { Menu, X } from 'lucide-react';

interface MenuToggleProps {
  open: boolean;
  toggle: () => void;
  controls: string;
  labels: { open: string; close: string };
}

/** The phone's menu button of a staff area's header. */
export function MenuToggle({ open, toggle, controls, labels }: MenuToggleProps) {
  return (
    <button
      type="button"
      className="flex size-11 items-center justify-center rounded-lg text-white hover:bg-brand-800"
      aria-expanded={open}
      aria-controls={controls}
      onClick={toggle}
    >
      {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
      <span className="sr-only">{open ? labels.close : labels.open}</span>
    </button>
  );
}
