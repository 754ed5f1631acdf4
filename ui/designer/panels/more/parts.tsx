import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../kit/Banner';
import { Button } from '../../../kit/Button';
import { useText } from '../../../kit/useText';
import { ModulePicker } from '../shared/ModulePicker';
import type { FlowConnection, ModuleType } from '../../../../services/contracts/flow';
import type { PanelProps } from '../types';
import type { Resource } from '../useResource';
import { patchSettings, targetOf, withTarget } from '../shared/moduleEdit';
import './panelsMore.css';

export const NS = 'panelsMore';

/** Writes part of the module's settings (the rest, including the side menu's fields, is kept). */
export function useSettings<S extends Record<string, unknown>>(props: {
  module: { settings: S };
  readOnly: boolean;
  update: (change: { settings: S }) => void;
}): (patch: Partial<S>) => void {
  return (patch) => {
    if (!props.readOnly) props.update({ settings: patchSettings(props.module, patch) });
  };
}

/** A panel's body with its heading (e.g. 'PAYMENTS ACTION'), laid out for both directions. */
export function PanelBody({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="panel-more" aria-label={title}>
      <h3 className="panel-more-title">{title}</h3>
      {children}
    </section>
  );
}

/** What a slot picker needs of a panel's props: the module's connections and how to change them. */
type SlotProps = Pick<PanelProps<ModuleType>, 'flow' | 'readOnly'> & { module: { connections: FlowConnection[] }; update: (change: { connections: FlowConnection[] }) => void };

/**
 * A target module picker for one of the module's slots (docs/module-settings.md): the
 * plain next connection, or a named one (optionID).
 */
export function SlotPicker({ props, label, optionID }: { props: SlotProps; label: string; optionID?: string }) {
  return (
    <ModulePicker
      label={label}
      flow={props.flow}
      value={targetOf(props.module.connections, optionID)}
      isDisabled={props.readOnly}
      onChange={(target) => props.update({ connections: withTarget(props.module.connections, optionID, target) })}
    />
  );
}

/** The company profile's tab where integrations, AI agents... are connected. */
export function companyProfilePath(initial: 'INTEGRATIONS' | 'SUPPORT_AGENT', companyId: string): string {
  return `/company-profile?initial=${initial}&id=${encodeURIComponent(companyId)}`;
}

/** 'CONNECT INTEGRATION', 'CONNECT COMMERCE MANAGER': leaves for the company profile (after the unsaved-changes question). */
export function ConnectButton({ props, label, hint }: { props: Pick<PanelProps<ModuleType>, 'readOnly' | 'leaveTo' | 'companyId'>; label: string; hint: string }) {
  return (
    <div className="panel-more-connect">
      <p>{hint}</p>
      <Button variant="secondary" isDisabled={props.readOnly} onPress={() => props.leaveTo(companyProfilePath('INTEGRATIONS', props.companyId))}>
        {label}
      </Button>
    </div>
  );
}

/** Loading and failure of a list the panel reads; renders `children` once it is there. */
export function Loaded<T>({ resource, children }: { resource: Resource<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation(NS);
  const show = useText([NS, 'designer', 'common']);
  if (resource.status === 'loading') return <p role="status">{t('common:loading')}</p>;
  if (resource.status === 'failed' || resource.data === null) {
    if (resource.status !== 'failed') return null;
    return (
      <div className="panel-more-failed">
        <Banner kind="error" message={show(resource.error)} />
        <Button variant="link" onPress={resource.reload}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return <>{children(resource.data)}</>;
}
