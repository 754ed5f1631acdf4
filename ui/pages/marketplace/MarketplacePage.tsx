import { useState } from 'react';
import { Input, Label, SearchField, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../kit/LoadError';
import { useText } from '../../kit/useText';
import { TemplateGallery } from '../templates/TemplateGallery';
import { useTemplates } from '../templates/useTemplates';
import { categoriesOf, categoryId, filterTemplates, specializationLabel, type MarketplaceCategory } from './marketplaceFilter';
import '../assistants/assistants.css';
import './marketplace.css';

/**
 * /marketplace: the template gallery. Over /templates it adds finding a template: categories
 * (with AI, each specialization) and a text filter on name and description; EXPLORE and
 * "Use this template" are the library's own (TemplateGallery).
 */
export default function MarketplacePage() {
  const { t } = useTranslation('marketplace');
  const text = useText(['marketplace', 'assistants', 'common']);
  const templates = useTemplates();
  const [filterText, setFilterText] = useState('');
  const [chosen, setChosen] = useState('all');
  const all = templates.data ?? [];
  const categories = categoriesOf(all);
  const category: MarketplaceCategory = categories.find((c) => categoryId(c) === chosen) ?? { kind: 'all' };
  const shown = filterTemplates(all, category, filterText);
  const labelOf = (c: MarketplaceCategory) => (c.kind === 'specialization' ? specializationLabel(c.value) : t(`categories.${c.kind}`));

  return (
    <div className="assistants marketplace">
      <header className="assistants-header">
        <h1 className="page-title">{t('title')}</h1>
      </header>
      <p className="muted">{t('intro')}</p>
      {templates.status === 'loading' ? (
        <p className="muted" role="status">
          {t('loading')}
        </p>
      ) : templates.status === 'failed' || !templates.data ? (
        <LoadError message={text(templates.error)} retryLabel={t('retry')} onRetry={templates.reload} />
      ) : all.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <>
          <div className="marketplace-filters">
            <SearchField className="marketplace-search" value={filterText} onChange={setFilterText}>
              <Label>{t('filter')}</Label>
              <Input placeholder={t('filterPlaceholder')} />
            </SearchField>
            <ToggleButtonGroup
              className="marketplace-categories"
              aria-label={t('categoriesLabel')}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[categoryId(category)]}
              onSelectionChange={(keys) => setChosen(String([...keys][0] ?? 'all'))}
            >
              {categories.map((c) => (
                <ToggleButton key={categoryId(c)} id={categoryId(c)} className="marketplace-category">
                  {labelOf(c)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </div>
          <p className="muted" role="status">
            {shown.length === 0 ? t('noMatch') : t('shown', { count: shown.length, total: all.length })}
          </p>
          {shown.length > 0 ? <TemplateGallery templates={shown} label={t('galleryLabel', { category: labelOf(category) })} /> : null}
        </>
      )}
    </div>
  );
}
