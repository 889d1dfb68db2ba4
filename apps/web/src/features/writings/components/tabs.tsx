import { type KeyboardEvent, type ReactNode, useRef } from 'react';

export interface TabOption<Value extends string> {
  value: Value;
  label: string;
}

/**
 * A segmented switch with the keyboard behaviour of ARIA tabs: one tab stop, arrow keys,
 * Home and End move and select. The selected value lives in the address, so the page that
 * uses it decides what changing it does.
 */
export function Tabs<Value extends string>({
  id,
  label,
  options,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  options: readonly TabOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  children: ReactNode;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const last = options.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? selectedIndex === last
          ? 0
          : selectedIndex + 1
        : event.key === 'ArrowLeft'
          ? selectedIndex === 0
            ? last
            : selectedIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onChange(options[next]!.value);
    buttons.current[next]?.focus();
  };

  return (
    <>
      <div
        className={`writing-tabs writing-tabs-${options.length}`}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
      >
        {options.map((option, index) => (
          <button
            key={option.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${option.value}`}
            aria-selected={index === selectedIndex}
            aria-controls={`${id}-panel`}
            tabIndex={index === selectedIndex ? 0 : -1}
            className="writing-tab"
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${options[selectedIndex]!.value}`}
        className="writing-tab-panel"
      >
        {children}
      </div>
    </>
  );
}
