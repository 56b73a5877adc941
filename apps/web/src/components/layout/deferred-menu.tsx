import { Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

interface DeferredMenuProps {
  /** The real menu (Radix), opened at once when it mounts with `defaultOpen`. */
  menu: LazyExoticComponent<ComponentType<{ defaultOpen?: boolean }>>;
  /** Starts downloading the menu's code; called when the visitor reaches for the trigger. */
  preload: () => unknown;
  className: string;
  'aria-label'?: string;
  /** The trigger's content, the same as the real menu's trigger. */
  children: ReactNode;
}

/**
 * The header's dropdown menus run on Radix and its positioning engine, about 23 kB compressed: more than the
 * rest of the header. Every page would download them before its first paint, for menus most visitors never
 * open. The trigger is drawn at once as a plain button; the menu's code is fetched when the pointer comes over
 * it, it gets the focus or a finger touches it, and the menu opens on the click (or ArrowDown), as Radix's would.
 */
export function DeferredMenu({ menu: Menu, preload, className, children, ...aria }: DeferredMenuProps) {
  const [active, setActive] = useState(false);
  const placeholder = (
    <button
      type="button"
      className={className}
      aria-haspopup="menu"
      aria-expanded={false}
      {...aria}
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      onClick={() => setActive(true)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          setActive(true);
        }
      }}
    >
      {children}
    </button>
  );
  if (!active) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Menu defaultOpen />
    </Suspense>
  );
}
