import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowModule } from '../../../services/contracts/flow';
import { ToggleButton } from 'react-aria-components';
import { Button } from '../../kit/Button';
import { SelectField } from '../../kit/SelectField';
import { ModuleSearch } from './ModuleSearch';
import { EDGE_STYLES, isEdgeStyle, type EdgeStyle } from './nodeLayout';

export type CanvasToolsProps = {
  modules: readonly FlowModule[];
  typeName: (type: string) => string;
  edgeStyle: EdgeStyle;
  readOnly: boolean;
  arranging: boolean;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
  onArrange: () => void;
  onEdgeStyle: (style: EdgeStyle) => void;
  onFind: (id: string) => void;
  /** The minimap lies over a corner of the canvas: it shows only when asked for. */
  minimapShown?: boolean;
  onMinimapShown?: (shown: boolean) => void;
  /** Shown last (the keys help). */
  children?: ReactNode;
};

/** The canvas toolbar: find a module, zoom, fit, auto-arrange, link style, the minimap, and what is given last (the keys help). Renders only. */
export function CanvasTools(props: CanvasToolsProps) {
  const { t, i18n } = useTranslation('designer');
  const styles = EDGE_STYLES.map((style) => ({ id: style, label: t(`canvas.edges.${style}`) }));
  return (
    <div className="designer-canvas-tools" role="toolbar" aria-label={t('canvas.tools')} dir={i18n.dir()}>
      <ModuleSearch modules={props.modules} typeName={props.typeName} onPick={props.onFind} />
      <Button variant="secondary" className="designer-tool" onPress={props.onZoomIn} aria-label={t('canvas.zoomIn')}>
        <span aria-hidden="true">+</span>
      </Button>
      <Button variant="secondary" className="designer-tool" onPress={props.onZoomOut} aria-label={t('canvas.zoomOut')}>
        <span aria-hidden="true">−</span>
      </Button>
      <Button variant="secondary" className="designer-tool" onPress={props.onFit}>
        {t('canvas.fit')}
      </Button>
      <Button variant="secondary" className="designer-tool" onPress={props.onArrange} isDisabled={props.readOnly || props.arranging}>
        {props.arranging ? t('canvas.arranging') : t('canvas.arrange')}
      </Button>
      {props.onMinimapShown ? (
        <ToggleButton className="btn btn-secondary designer-tool" isSelected={props.minimapShown ?? false} onChange={props.onMinimapShown}>
          {t('canvas.minimap')}
        </ToggleButton>
      ) : null}
      <SelectField
        className="designer-edge-style"
        label={t('canvas.edges.label')}
        options={styles}
        value={props.edgeStyle}
        onChange={(id) => {
          if (isEdgeStyle(id)) props.onEdgeStyle(id);
        }}
      />
      {props.children}
    </div>
  );
}
