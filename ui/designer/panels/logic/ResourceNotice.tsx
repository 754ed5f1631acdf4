import { useTranslation } from 'react-i18next';
import { Banner } from '../../../kit/Banner';
import { Button } from '../../../kit/Button';
import { useText } from '../../../kit/useText';
import type { Resource } from '../useResource';

/** While a list loads: a status line; when it failed: the error and a retry. Nothing once ready. */
export function ResourceNotice({ resource }: { resource: Resource<unknown> }) {
  const { t } = useTranslation(['panelsLogic', 'common']);
  const text = useText(['designer', 'common']);
  if (resource.status === 'loading') {
    return (
      <p className="logic-hint" role="status">
        {t('common:loading')}
      </p>
    );
  }
  if (resource.status === 'failed') {
    return (
      <div className="logic-failure">
        <Banner kind="error" message={text(resource.error)} />
        <Button variant="secondary" onPress={resource.reload}>
          {t('panelsLogic:retry')}
        </Button>
      </div>
    );
  }
  return null;
}
