import { useState } from 'react';
import { ToggleButton, Toolbar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { FlowDocument } from '../../../services/contracts/flow';
import type { FlowModule } from '../../../services/contracts/modules';
import { Button } from '../../kit/Button';
import { DelayMode, IdentifierMode, IncomingMode, KeywordsMode, MetadataMode, TagsMode, TextSettingMode, type ModeProps } from './modes';
import { footerModes, toggledMode, type FooterMode } from './rules';
import type { ModuleEdits } from './useModuleEdits';

export type SideMenuFooterProps = {
  module: FlowModule;
  flow: FlowDocument;
  edits: ModuleEdits;
  /** The company's conversation tags (Tag shows only when there are some). */
  conversationTags: readonly string[];
  onDelete: () => void;
  onCopy: () => void;
  onJump: (id: string) => void;
};

const LABELS: Record<FooterMode, string> = {
  delay: 'footer.delay',
  tags: 'footer.tag',
  keywords: 'footer.keyword',
  inputParam: 'footer.inputParameter',
  parameter: 'footer.parameter',
  errorMessage: 'footer.error',
  incoming: 'footer.incoming',
  identifier: 'footer.identifier',
  metadata: 'footer.metadata',
};

function ModeContent({ mode, props, conversationTags, onJump }: { mode: FooterMode; props: ModeProps; conversationTags: readonly string[]; onJump: (id: string) => void }) {
  const { t } = useTranslation('designerSideMenu');
  switch (mode) {
    case 'delay':
      return <DelayMode key={`${props.module.id}:${props.module.delay ?? ''}`} {...props} />;
    case 'tags':
      return <TagsMode {...props} tags={conversationTags} />;
    case 'keywords':
      return <KeywordsMode {...props} />;
    case 'inputParam':
      return <TextSettingMode {...props} field="inputParam" label={t('inputParam.label')} hint={t('inputParam.hint')} />;
    case 'parameter':
      return <TextSettingMode {...props} field="inputParam" label={t('parameter.label')} hint={t('parameter.hint')} />;
    case 'errorMessage':
      return <TextSettingMode {...props} field="errorMessage" label={t('errorMessage.label')} hint={t('errorMessage.hint')} />;
    case 'incoming':
      return <IncomingMode {...props} onJump={onJump} />;
    case 'identifier':
      return <IdentifierMode {...props} />;
    case 'metadata':
      return <MetadataMode {...props} />;
  }
}

/**
 * The footer toolbar (spec 2.2): Delete and Copy, then one toggle per mode; pressing the
 * active mode closes it. START has none; read-only disables every button.
 */
export function SideMenuFooter({ module, flow, edits, conversationTags, onDelete, onCopy, onJump }: SideMenuFooterProps) {
  const { t } = useTranslation('designerSideMenu');
  const [active, setActive] = useState<FooterMode | null>(null);
  const modes = footerModes(module.type, conversationTags.length > 0);
  if (!modes.length) return null;
  const shown = active && modes.includes(active) ? active : null;
  return (
    <footer className="side-menu-footer">
      {shown ? (
        <section className="side-menu-mode" aria-label={t(LABELS[shown])}>
          <ModeContent mode={shown} props={{ module, flow, edits }} conversationTags={conversationTags} onJump={onJump} />
        </section>
      ) : null}
      <Toolbar className="side-menu-toolbar" aria-label={t('footer.label')}>
        <Button variant="danger" onPress={onDelete} isDisabled={edits.readOnly}>
          {t('footer.delete')}
        </Button>
        <Button variant="secondary" onPress={onCopy} isDisabled={edits.readOnly}>
          {t('footer.copy')}
        </Button>
        {modes.map((mode) => (
          <ToggleButton
            key={mode}
            className="btn btn-secondary side-menu-toggle"
            isSelected={shown === mode}
            onChange={() => setActive(toggledMode(shown, mode))}
            // Incoming connections only read the flow, so viewers may open them too.
            isDisabled={edits.readOnly && mode !== 'incoming'}
          >
            {t(LABELS[mode])}
          </ToggleButton>
        ))}
      </Toolbar>
    </footer>
  );
}
