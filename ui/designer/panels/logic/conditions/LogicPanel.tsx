import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../types';
import { patchSettings } from '../moduleEdit';
import { PersonalizedConditions } from './PersonalizedConditions';
import { StandardConditions } from './StandardConditions';
import { LOGIC_TABS, logicTabOf } from './standardRules';
import { choiceOf } from '../../shared/choiceOf';
import '../logicPanels.css';

/** Logic (spec 03 section 2.9): the STANDARD and PERSONALIZED tabs; the chosen tab is stored (logicTab). */
export function LogicPanel(props: PanelProps<'LOGIC'>) {
  const { t } = useTranslation('panelsLogic');
  const { module, readOnly, update } = props;
  const tab = logicTabOf(module.settings);
  return (
    <div className="logic-panel">
      <Tabs
        className="logic-tabs"
        selectedKey={tab}
        onSelectionChange={(key) => update({ settings: patchSettings(module, { logicTab: choiceOf(LOGIC_TABS, String(key)) }) })}
        isDisabled={readOnly}
      >
        <TabList aria-label={t('logic.tabs')}>
          {LOGIC_TABS.map((id) => (
            <Tab key={id} id={id}>
              {t(`logic.tab.${id}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="STANDARD">
          <StandardConditions {...props} />
        </TabPanel>
        <TabPanel id="PERSONALIZED">
          <PersonalizedConditions {...props} />
        </TabPanel>
      </Tabs>
    </div>
  );
}
