import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../kit/Button';
import { SelectField } from '../../../kit/SelectField';
import type { PanelProps } from '../types';
import { languageOptions, languageTaken, newRouteId, routesOf, withLanguage, withoutRoute } from './languageRules';
import { NS, PanelBody, SlotPicker, useSettings } from './parts';

/** Language detection (spec 2.15, 3.2, 5.9): one route per language, each with its own connection. */
export function LanguagePanel(props: PanelProps<'LANGUAGE'>) {
  const { t, i18n } = useTranslation(NS);
  const set = useSettings(props);
  const routes = routesOf(props.module.settings.payloads);
  const options = languageOptions(i18n.language);
  // The route whose last choice was refused, shown until the next choice.
  const [refused, setRefused] = useState<string | null>(null);
  const choose = (routeId: string, languageId: string) => {
    const next = withLanguage(routes, routeId, languageId);
    setRefused(next ? null : routeId);
    if (next) set({ payloads: next });
  };
  return (
    <PanelBody title={t('language.title')}>
      {routes.length ? null : <p>{t('language.empty')}</p>}
      {routes.map((route, index) => {
        const name = t('language.routeName', { number: index + 1 });
        return (
          <fieldset key={route.id} className="panel-more-section" aria-label={name}>
            <legend>{name}</legend>
            <SelectField
              label={t('language.language')}
              placeholder={t('language.choose')}
              options={options.map((o) => ({ ...o, label: languageTaken(routes, route.id, o.id) ? t('language.used', { name: o.label }) : o.label }))}
              value={route.languageId || null}
              isDisabled={props.readOnly}
              errorMessage={refused === route.id ? t('language.errors.duplicate') : null}
              onChange={(languageId) => choose(route.id, languageId)}
            />
            <SlotPicker props={props} label={t('language.target')} optionID={route.id} />
            <Button
              variant="danger"
              isDisabled={props.readOnly}
              onPress={() => {
                const next = withoutRoute(routes, props.module.connections, route.id);
                props.update({ settings: { ...props.module.settings, payloads: next.routes }, connections: next.connections });
              }}
            >
              {t('language.remove', { number: index + 1 })}
            </Button>
          </fieldset>
        );
      })}
      <Button
        variant="secondary"
        isDisabled={props.readOnly || routes.length >= options.length}
        onPress={() => set({ payloads: [...routes, { id: newRouteId(props.module.id, routes), languageId: '' }] })}
      >
        {t('language.add')}
      </Button>
      <SlotPicker props={props} label={t('language.otherLanguages')} />
    </PanelBody>
  );
}
