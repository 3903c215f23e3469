import type { ReactNode } from 'react';

/**
 * The "refund too" choice of a cancel dialog (a registration's, an event's): ticking or unticking it is a new attempt,
 * so the dialog renews its Idempotency-Key (`onChange` then `renew`).
 */
export function RefundCheckbox({
  checked,
  onChange,
  renew,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  renew: () => void;
  children: ReactNode;
}) {
  return (
    <label className="choice">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => {
          onChange(e.target.checked);
          renew();
        }}
      />
      {children}
    </label>
  );
}
