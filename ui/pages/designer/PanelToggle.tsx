import { Button } from '../../kit/Button';

export type PanelToggleProps = {
  /** The panel's name (the same whether it is open or not: aria-expanded tells which). */
  label: string;
  expanded: boolean;
  /** The id of what the button shows and hides. */
  controls: string;
  /** Which edge of the screen the panel folds toward, in reading order. */
  edge: 'start' | 'end';
  onChange: (expanded: boolean) => void;
};

/**
 * Folds a side panel of the designer away and back (a disclosure: aria-expanded). The arrow
 * points where the panel goes, toward its edge when it is open and away from it when it is
 * folded; in right-to-left languages the edges swap and the arrow with them (designer.css).
 */
export function PanelToggle({ label, expanded, controls, edge, onChange }: PanelToggleProps) {
  const towardStart = (edge === 'start') === expanded;
  return (
    <Button variant="secondary" className="designer-panel-toggle" aria-label={label} aria-expanded={expanded} aria-controls={controls} onPress={() => onChange(!expanded)}>
      <svg className={`designer-panel-toggle-icon${towardStart ? ' is-toward-start' : ''}`} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M10 3 5 8l5 5" />
      </svg>
    </Button>
  );
}
