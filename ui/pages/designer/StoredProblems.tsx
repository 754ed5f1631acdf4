import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../kit/Button';

/**
 * Opening a version whose stored settings break their module's rules (saved before the
 * rules were checked, or written by hand): the designer opens it all the same and says
 * what it found, module by module. Values of another kind were left out; the rest stay in
 * the save check's list until they are fixed. Closed, it stays closed for this version.
 */
export function StoredProblems({ versionId, problems }: { versionId: string; problems: readonly string[] }) {
  const { t } = useTranslation('designer');
  const [closedFor, setClosedFor] = useState<string | null>(null);
  if (!problems.length || closedFor === versionId) return null;
  return (
    <section className="banner banner-warning designer-stored-problems" aria-labelledby="stored-problems-title">
      <h2 id="stored-problems-title" className="designer-section-title">
        {t('storedProblems.title', { count: problems.length })}
      </h2>
      <p>{t('storedProblems.explanation')}</p>
      <ul>
        {problems.map((problem, index) => (
          <li key={index} dir="auto">
            {problem}
          </li>
        ))}
      </ul>
      <Button variant="secondary" onPress={() => setClosedFor(versionId)}>
        {t('storedProblems.close')}
      </Button>
    </section>
  );
}
