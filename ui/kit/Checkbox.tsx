import { Checkbox as AriaCheckbox, type CheckboxProps } from 'react-aria-components';

export function Checkbox({ children, ...props }: Omit<CheckboxProps, 'children'> & { children: React.ReactNode }) {
  return (
    <AriaCheckbox {...props} className="checkbox">
      <span className="checkbox-box" aria-hidden="true">
        <svg viewBox="0 0 18 18">
          <polyline points="2 9 7 14 16 4" />
        </svg>
      </span>
      {children}
    </AriaCheckbox>
  );
}
