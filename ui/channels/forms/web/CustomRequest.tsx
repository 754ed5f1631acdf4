import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { CustomRequestName } from '../../../../machines/channels/forms/web/customRequests';
import { CUSTOM_REQUEST_METHODS } from '../../../../services/contracts/channels/webChatWidget';
import { Button } from '../../../kit/Button';
import { SelectField } from '../../../kit/SelectField';
import { TextAreaField } from '../../../kit/TextAreaField';
import { TextField } from '../../../kit/TextField';
import { useText } from '../../../kit/useText';
import type { WebSettingsActor } from './settingsProps';

/** customSMS or customOtpValidation: url, method (POST by default), headers (name/value) and a JSON body. */
export function CustomRequest({ actor, request }: { actor: WebSettingsActor; request: CustomRequestName }) {
  const { t } = useTranslation('channels');
  const text = useText(['channels', 'common']);
  const value = useSelector(actor, (s) => s.context.requests[request]);
  const errors = useSelector(actor, (s) => s.context.errors);
  const errorOf = (path: string) => {
    const e = errors[`${request}.${path}`];
    return e ? text(e) : null;
  };
  const send = (change: Partial<typeof value>) => actor.send({ type: 'REQUEST_CHANGED', request, value: { ...value, ...change } });
  return (
    <fieldset className="custom-request">
      <legend>{t(`web.requests.${request}`)}</legend>
      <TextField label={t('web.requests.url')} value={value.url} errorMessage={errorOf('url')} onChange={(url) => send({ url })} />
      <SelectField
        label={t('web.requests.method')}
        options={CUSTOM_REQUEST_METHODS.map((m) => ({ id: m, label: m }))}
        value={value.method}
        onChange={(id) => send({ method: CUSTOM_REQUEST_METHODS.find((m) => m === id) ?? 'POST' })}
      />
      {value.headers.map((h, index) => (
        <div className="channel-param" key={index}>
          <TextField
            label={t('web.requests.headerName', { n: index + 1 })}
            value={h.name}
            errorMessage={errorOf(`headers.${index}.name`)}
            onChange={(name) => send({ headers: value.headers.map((x, i) => (i === index ? { ...x, name } : x)) })}
          />
          <TextField
            label={t('web.requests.headerValue', { n: index + 1 })}
            value={h.value}
            onChange={(v) => send({ headers: value.headers.map((x, i) => (i === index ? { ...x, value: v } : x)) })}
          />
          <Button variant="secondary" onPress={() => send({ headers: value.headers.filter((_, i) => i !== index) })}>
            {t('web.requests.removeHeader', { n: index + 1 })}
          </Button>
        </div>
      ))}
      <Button variant="secondary" onPress={() => send({ headers: [...value.headers, { name: '', value: '' }] })}>
        {t('web.requests.addHeader')}
      </Button>
      <TextAreaField label={t('web.requests.body')} value={value.body} errorMessage={errorOf('body')} onChange={(body) => send({ body })} />
    </fieldset>
  );
}
