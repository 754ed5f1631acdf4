// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { en, initTestI18n } from './i18n';

function Probe() {
  const { t } = useTranslation('common');
  return <p>{t('close')}</p>;
}

describe('test i18n helper', () => {
  it('renders English texts on the first render', () => {
    initTestI18n();
    render(<Probe />);
    expect(screen.getByText('Close')).toBeTruthy();
    expect(en('common:loading')).toBe('Loading..');
  });
});
