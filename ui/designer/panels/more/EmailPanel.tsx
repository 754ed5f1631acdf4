import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../kit/TextField';
import type { PanelProps } from '../types';
import { addressError, type AddressError } from './emailRules';
import { NS, PanelBody, SlotPicker, useSettings } from './parts';

// The rich-text editor (tiptap and ProseMirror) is fetched only when an e-mail module is
// opened, so it adds nothing to the designer's first paint.
const EmailEditor = lazy(() => import('./EmailEditor'));

/** E-mail (spec 2.15): To, CC, Subject and the template, stored as HTML. */
export function EmailPanel(props: PanelProps<'EMAIL'>) {
  const { t } = useTranslation(NS);
  const set = useSettings(props);
  const to = props.module.settings.emailTo ?? '';
  const cc = props.module.settings.emailCc ?? '';
  const message = (error: AddressError | null) =>
    !error ? null : error.key === 'required' ? t('email.errors.toRequired') : t('email.errors.invalid', { addresses: error.addresses.join(', ') });
  return (
    <PanelBody title={t('email.title')}>
      <TextField
        label={t('email.to')}
        description={t('email.addressesHint')}
        value={to}
        isDisabled={props.readOnly}
        errorMessage={message(addressError(to, true))}
        onChange={(emailTo) => set({ emailTo })}
      />
      <TextField
        label={t('email.cc')}
        description={t('email.addressesHint')}
        value={cc}
        isDisabled={props.readOnly}
        errorMessage={message(addressError(cc, false))}
        onChange={(emailCc) => set({ emailCc })}
      />
      <TextField label={t('email.subject')} value={props.module.settings.emailSubject ?? ''} isDisabled={props.readOnly} onChange={(emailSubject) => set({ emailSubject })} />
      <Suspense fallback={<p role="status">{t('email.editorLoading')}</p>}>
        <EmailEditor
          label={t('email.template')}
          value={props.module.settings.emailTemplate ?? ''}
          isDisabled={props.readOnly}
          onChange={(emailTemplate) => set({ emailTemplate })}
        />
      </Suspense>
      <SlotPicker props={props} label={t('connection')} />
    </PanelBody>
  );
}
